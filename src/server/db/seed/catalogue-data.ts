import type { KnownCategory } from '../../../shared/categories';
import type { GlyphName } from './glyphs';

/**
 * Word lists for the demo catalogue. Brands, suppliers and vendors are invented; prices are in GH₵
 * and meant to look plausible to a shopper in Ghana.
 */

export const COLOUR_SETS = {
  basic: ['Black', 'White', 'Grey', 'Navy'],
  tech: ['Black', 'White', 'Midnight Blue', 'Rose Gold', 'Silver'],
  fashion: ['Black', 'White', 'Navy', 'Beige', 'Olive', 'Burgundy', 'Khaki'],
  ankara: ['Blue/Orange Print', 'Green/Gold Print', 'Red/Black Print', 'Purple/Yellow Print'],
  bright: ['Red', 'Blue', 'Green', 'Yellow', 'Pink', 'Purple'],
  home: ['White', 'Grey', 'Beige', 'Sage Green', 'Terracotta'],
  bedding: ['White', 'Grey', 'Navy', 'Blush Pink', 'Sky Blue'],
  metal: ['Silver', 'Gold', 'Rose Gold'],
  leather: ['Black', 'Brown', 'Tan'],
  hair: ['Natural Black', 'Dark Brown', 'Honey Blonde', 'Burgundy'],
} as const;

export const SIZE_SETS = {
  clothing: ['S', 'M', 'L', 'XL', 'XXL'],
  shoes: ['39', '40', '41', '42', '43', '44', '45'],
  womensShoes: ['36', '37', '38', '39', '40', '41'],
  kids: ['0-6M', '6-12M', '1-2Y', '3-4Y', '5-6Y'],
  kidsShoes: ['24', '26', '28', '30', '32'],
  rings: ['6', '7', '8', '9', '10'],
  bedding: ['Single', 'Double', 'Queen', 'King'],
  pet: ['S', 'M', 'L', 'XL'],
  phones: [
    'iPhone 13',
    'iPhone 14',
    'iPhone 15',
    'Galaxy A15',
    'Galaxy S24',
    'Tecno Spark 20',
    'Infinix Hot 40',
  ],
  belt: ['85 cm', '90 cm', '95 cm', '100 cm', '105 cm'],
} as const;

export type ColourSet = keyof typeof COLOUR_SETS;
export type SizeSet = keyof typeof SIZE_SETS;

/**
 * Sentences that fit only some kinds of product ("Bluetooth 5.3 …" on earbuds, never on a screen
 * protector or a dress). A template lists the traits its product has; its description draws from
 * these and from its category's `features`, which fit every product of the category.
 */
export const TRAIT_FEATURES = {
  bluetooth: ['Bluetooth 5.3 keeps the connection stable across the room.'],
  battery: ['A long-lasting battery that gets you through a full day, even through dumsor.'],
  usbC: ['Charges over USB-C, so one cable does it all.'],
  pocket: ['Compact and light enough to carry in a pocket or handbag.'],
  phoneFit: ['Made for your exact phone model: choose it from the options.'],
  phoneCompatible: ['Works with Android phones, iPhones and laptops.'],
  clothing: [
    'Breathable fabric that stays comfortable in the Accra heat.',
    'Machine washable; colours stay bright wash after wash.',
    'Reinforced stitching at the seams for everyday wear.',
  ],
  outfit: ['Pairs easily with sneakers, sandals or smart shoes.'],
  tailored: ['Tailored fit that looks sharp at the office or at a Sunday service.'],
  footwear: [
    'Cushioned insole for all-day comfort on the move.',
    'A non-slip sole that grips on tiles and wet pavements.',
  ],
  sized: ['Check the size chart: this style runs true to size.'],
  outdoor: [
    'Weather-resistant materials made for sun and rainy season alike.',
    'UV-protected finish that will not fade quickly in the sun.',
  ],
  assembly: ['Easy to assemble with no special tools needed.'],
  movable: ['Lightweight, so it is easy to move around the garden.'],
  cooking: ['Makes light work of jollof, stews and weekend soups.'],
  heats: ['Heats evenly and quickly to save gas and electricity.'],
  dishwasher: ['Dishwasher safe and easy to wipe clean.'],
  foodSafe: ['Food-grade materials, free of BPA.'],
  bedding: ['Soft, breathable fabric for cooler nights.', 'Easy care: machine wash cold and tumble dry low.'],
  tidy: ['Keeps the room tidy with smart, space-saving design.'],
  skincare: [
    'Suitable for all skin types, including sensitive skin.',
    'Enriched with shea butter and natural oils.',
    'Dermatologically tested and free of parabens.',
    'A little goes a long way: one pack lasts for weeks.',
  ],
  travelSize: ['Travel-friendly size that fits in a handbag.'],
  salon: ['Salon results at home, for a fraction of the price.'],
  training: [
    'Built for training at home, at the gym or on the pitch.',
    'Sweat-resistant and easy to clean after a session.',
  ],
  grip: ['Non-slip grip for safer workouts.'],
  pitch: ['Tough enough for Saturday park football and long runs.'],
  camping: ['Light and easy to pack for trips and camping.'],
  carSocket: ['Powered from the car charger socket.'],
  universalFit: ['Universal fit for most saloon cars, SUVs and trotros.'],
  quickFit: ['Installs in minutes without tools.'],
  roadSafety: ['Keeps you safer and more comfortable on long drives.'],
  babyTextile: ['Made from soft, baby-safe materials.', 'Gentle on delicate skin and easy to wash.'],
  breeds: ['Suits small, medium and large breeds.'],
  petHeat: ['Keeps dogs and cats comfortable in the heat.'],
  roomy: ['Plenty of room without the bulk.'],
  hardware: ['Durable materials and quality hardware.'],
  screenFree: ['Hours of screen-free fun for the whole family.'],
  skills: ['Builds problem-solving and motor skills.'],
  childSafe: ['Sturdy, child-safe materials with rounded edges.', 'Recommended for ages 3 and up.'],
  study: ['Ready for WASSCE revision and long study sessions.'],
  desk: ['Keeps a desk neat and everything within reach.'],
  comfortable: ['Smooth, comfortable to use all day.'],
  steel: ['Hardened steel that keeps its edge.'],
  rubberGrip: ['Comfortable rubber grip for long jobs.'],
  toolCase: ['Comes in a case to keep everything organised.'],
  surge: ['Protects your appliances from power surges.'],
  waterResistant: ['Water-resistant for everyday wear.'],
  metal: ['Hypoallergenic and tarnish-resistant.', 'Polished by hand for a lasting shine.'],
  printed: ['Printed on quality paper with a durable binding.'],
  reading: [
    'A great pick for readers of every age.',
    'Perfect for the book club, the classroom or a quiet evening.',
  ],
  african: ['Celebrates African stories, music and food.'],
  artSupplies: ['Artist-grade quality at an everyday price.'],
  decor: ['A striking centrepiece for a living room or office.'],
  ghanaian: ['Inspired by Ghanaian craft traditions.'],
} as const satisfies Record<string, readonly string[]>;

export type Trait = keyof typeof TRAIT_FEATURES;

export interface ProductTemplate {
  noun: string;
  /** Sale price range in GH₵. */
  price: readonly [min: number, max: number];
  /** The glyph on this product's pictures: one of its own kind of product. */
  glyph: GlyphName;
  colours?: ColourSet;
  sizes?: SizeSet;
  traits: readonly Trait[];
}

export interface CategoryCatalogue {
  /** Invented brand names, put in front of the noun. */
  brands: readonly string[];
  /** Product-line words between brand and noun ("Voltix Pro Wireless Earbuds"); gives variety. */
  lines: readonly string[];
  products: readonly ProductTemplate[];
  /** Whole sentences for descriptions that fit every product of the category. */
  features: readonly string[];
}

const item = (
  noun: string,
  min: number,
  max: number,
  glyph: GlyphName,
  options: { colours?: ColourSet; sizes?: SizeSet; traits?: readonly Trait[] } = {},
): ProductTemplate => ({ noun, price: [min, max], glyph, ...options, traits: options.traits ?? [] });

/** Traits whose sentences speak of the sizes or models to choose from, which deals do not offer. */
const OPTION_TRAITS: readonly Trait[] = ['sized', 'phoneFit'];

/** The sentences a description may use: its category's, then its traits'. */
export function featuresFor(
  category: KnownCategory,
  template: ProductTemplate,
  { hasOptions }: { hasOptions: boolean },
): string[] {
  const traits = hasOptions
    ? template.traits
    : template.traits.filter((trait) => !OPTION_TRAITS.includes(trait));
  return [...CATALOGUE[category].features, ...traits.flatMap((trait) => TRAIT_FEATURES[trait])];
}

const CLOTHES: readonly Trait[] = ['clothing', 'outfit', 'sized'];
const SMART_CLOTHES: readonly Trait[] = [...CLOTHES, 'tailored'];
const SHOES: readonly Trait[] = ['footwear', 'sized'];

export const CATALOGUE: Record<KnownCategory, CategoryCatalogue> = {
  Electronics: {
    brands: ['Voltix', 'Nuvo', 'Zentra', 'Auralink', 'Kora Tech', 'Pulsewave', 'Lumio', 'Orbix'],
    lines: ['Pro', 'Max', 'Lite', 'Plus', 'Neo', 'X2', 'Mini'],
    products: [
      item('Wireless Earbuds', 120, 450, 'earbuds', {
        colours: 'tech',
        traits: ['bluetooth', 'battery', 'usbC', 'pocket', 'phoneCompatible'],
      }),
      item('20000mAh Power Bank', 150, 380, 'battery-charging', {
        colours: 'basic',
        traits: ['battery', 'usbC', 'phoneCompatible'],
      }),
      item('Smart Watch', 200, 900, 'watch', {
        colours: 'tech',
        traits: ['bluetooth', 'battery', 'phoneCompatible'],
      }),
      item('Bluetooth Speaker', 180, 1200, 'speaker', {
        colours: 'basic',
        traits: ['bluetooth', 'battery', 'usbC'],
      }),
      item('Phone Case', 35, 120, 'smartphone', { colours: 'tech', sizes: 'phones', traits: ['phoneFit'] }),
      item('Screen Protector (2 Pack)', 25, 80, 'smartphone', { sizes: 'phones', traits: ['phoneFit'] }),
      item('65W GaN Fast Charger', 90, 260, 'plug-zap', { traits: ['usbC', 'pocket', 'phoneCompatible'] }),
      item('USB-C Charging Cable (2 m)', 30, 90, 'cable', { colours: 'basic', traits: ['phoneCompatible'] }),
      item('Noise Cancelling Headphones', 350, 1500, 'headphones', {
        colours: 'tech',
        traits: ['bluetooth', 'battery', 'usbC', 'phoneCompatible'],
      }),
      item('Ring Light with Tripod Stand', 150, 450, 'lightbulb', { traits: ['usbC'] }),
      item('Wireless Mouse', 60, 220, 'mouse', { colours: 'basic', traits: ['pocket'] }),
      item('Mechanical Keyboard', 250, 900, 'keyboard'),
      item('Adjustable Laptop Stand', 120, 380, 'laptop'),
      item('1080p Webcam', 180, 500, 'webcam'),
      item('Portable Power Station 300W', 2500, 6000, 'battery-charging', { traits: ['battery'] }),
      item('Rechargeable LED Lantern', 80, 250, 'flashlight', { traits: ['battery', 'usbC'] }),
      item('Fitness Tracker Band', 150, 450, 'watch', {
        colours: 'tech',
        traits: ['bluetooth', 'battery', 'phoneCompatible'],
      }),
      item('10-inch Android Tablet', 1200, 3200, 'tablet', { colours: 'tech', traits: ['battery', 'usbC'] }),
      item('Smart LED Bulb (4 Pack)', 90, 220, 'lightbulb'),
      item('Wi-Fi Range Extender', 180, 450, 'router', { traits: ['phoneCompatible'] }),
    ],
    features: [
      'Comes with a 12-month supplier warranty.',
      'Quality-checked before dispatch and packed to travel safely.',
    ],
  },
  'Fashion & Apparel': {
    brands: [
      'Adinkra Threads',
      'Kente & Co.',
      'Urban Sankofa',
      'Coastline',
      'Northbay',
      'Mira Mode',
      'Duke Street',
    ],
    lines: ['Classic', 'Essential', 'Signature', 'Everyday', 'Heritage', 'Premium'],
    products: [
      item("Men's Slim Fit Chinos", 120, 280, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: SMART_CLOTHES,
      }),
      item('Ankara Print Maxi Dress', 180, 450, 'shirt', {
        colours: 'ankara',
        sizes: 'clothing',
        traits: CLOTHES,
      }),
      item("Men's Cotton Polo Shirt", 80, 200, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: CLOTHES,
      }),
      item("Women's High-Waist Jeans", 150, 350, 'shirt', {
        colours: 'basic',
        sizes: 'clothing',
        traits: CLOTHES,
      }),
      item('Unisex Pullover Hoodie', 150, 380, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: CLOTHES,
      }),
      item("Men's Embroidered Kaftan Set", 250, 650, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: SMART_CLOTHES,
      }),
      item("Women's Wrap Blouse", 100, 250, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: SMART_CLOTHES,
      }),
      item("Men's Leather Loafers", 250, 650, 'sport-shoe', {
        colours: 'leather',
        sizes: 'shoes',
        traits: SHOES,
      }),
      item('Canvas Sneakers', 150, 420, 'sport-shoe', { colours: 'basic', sizes: 'shoes', traits: SHOES }),
      item("Women's Block Heel Sandals", 150, 380, 'sport-shoe', {
        colours: 'fashion',
        sizes: 'womensShoes',
        traits: SHOES,
      }),
      item("Men's Linen Shirt", 120, 300, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: SMART_CLOTHES,
      }),
      item('Graphic Print T-Shirt', 60, 150, 'shirt', {
        colours: 'basic',
        sizes: 'clothing',
        traits: CLOTHES,
      }),
      item("Women's Pleated Midi Skirt", 120, 280, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: CLOTHES,
      }),
      item("Men's Jogger Pants", 100, 250, 'shirt', { colours: 'basic', sizes: 'clothing', traits: CLOTHES }),
      item('Denim Jacket', 220, 520, 'shirt', { colours: 'basic', sizes: 'clothing', traits: CLOTHES }),
      item("Men's Two-Piece Suit", 900, 2200, 'shirt', {
        colours: 'basic',
        sizes: 'clothing',
        traits: SMART_CLOTHES,
      }),
      item("Women's Lounge Set", 150, 350, 'shirt', {
        colours: 'fashion',
        sizes: 'clothing',
        traits: CLOTHES,
      }),
      item('Comfort Slides', 60, 160, 'sport-shoe', { colours: 'basic', sizes: 'shoes', traits: SHOES }),
    ],
    features: [
      'A smart choice for church, work or a day out.',
      'Finished with care, down to the last stitch.',
    ],
  },
  'Home & Garden': {
    brands: ['GreenNest', 'Savanna Living', 'Terra & Leaf', 'Homecraft', 'Aburi Gardens', 'Brightyard'],
    lines: ['Classic', 'Deluxe', 'Eco', 'Outdoor', 'Essential'],
    products: [
      item('Ceramic Plant Pot Set (3 pcs)', 90, 250, 'plant-pot', { colours: 'home', traits: ['outdoor'] }),
      item('Solar Garden Lights (8 Pack)', 120, 320, 'solar-panel', { traits: ['outdoor', 'movable'] }),
      item('Expandable Garden Hose 30 m', 150, 380, 'droplets', { traits: ['outdoor', 'movable'] }),
      item('Outdoor Patio Chair', 350, 900, 'armchair', { colours: 'home', traits: ['outdoor', 'assembly'] }),
      item('Artificial Potted Plant', 80, 260, 'plant-pot', { traits: ['movable'] }),
      item('Pruning Shears', 60, 160, 'scissors', { traits: ['movable'] }),
      item('Hanging Macrame Planter', 50, 140, 'plant-pot'),
      item('Outdoor Rug 160 x 230 cm', 300, 800, 'house', { colours: 'home', traits: ['outdoor'] }),
      item('Garden Tool Set (5 pcs)', 120, 300, 'shovel', { traits: ['outdoor', 'movable'] }),
      item('Pop-Up Garden Gazebo', 800, 2000, 'tent', { traits: ['outdoor', 'assembly'] }),
      item('Decorative Wall Clock', 90, 300, 'clock'),
      item('Throw Pillow Covers (4 Pack)', 80, 200, 'sofa', { colours: 'home', traits: ['outdoor'] }),
      item('Rotating Water Sprinkler', 60, 180, 'droplets', { traits: ['outdoor', 'movable'] }),
      item('Seed Starter Kit', 70, 180, 'sprout', { traits: ['movable'] }),
      item('Bamboo Wind Chime', 50, 140, 'wind', { traits: ['outdoor'] }),
    ],
    features: ['Brightens up a compound, balcony or veranda.', 'Simple to care for and made to last.'],
  },
  'Home & Kitchen': {
    brands: ['ChefMate', 'Kitchenwise', 'Oven & Oak', 'Pure Pantry', 'Homely', 'Spoon & Stove'],
    lines: ['Pro', 'Classic', 'Plus', 'Deluxe', 'Essential'],
    products: [
      item('Non-Stick Frying Pan 28 cm', 120, 350, 'cooking-pot', {
        traits: ['cooking', 'heats', 'dishwasher'],
      }),
      item('Electric Kettle 1.7 L', 120, 320, 'coffee', { colours: 'basic', traits: ['heats', 'foodSafe'] }),
      item('Air Fryer 5.5 L', 600, 1500, 'cooking-pot', { colours: 'basic', traits: ['cooking', 'heats'] }),
      item('High-Speed Blender', 350, 1100, 'blender', { traits: ['cooking', 'foodSafe'] }),
      item('Stainless Steel Cookware Set (10 pcs)', 700, 2200, 'cooking-pot', {
        traits: ['cooking', 'heats', 'dishwasher'],
      }),
      item('Rice Cooker 1.8 L', 250, 650, 'cooking-pot', { traits: ['cooking', 'heats'] }),
      item('Kitchen Knife Set with Block', 200, 600, 'utensils', { traits: ['cooking'] }),
      item('Glass Food Storage Containers (10 pcs)', 150, 400, 'box', { traits: ['foodSafe', 'dishwasher'] }),
      item('Insulated Water Bottle 1 L', 80, 220, 'glass-water', { colours: 'bright', traits: ['foodSafe'] }),
      item('Electric Hand Mixer', 180, 450, 'chef-hat'),
      item('Drip Coffee Maker', 350, 900, 'coffee', { traits: ['foodSafe'] }),
      item('Bamboo Cutting Board Set', 80, 220, 'chef-hat', { traits: ['cooking'] }),
      item('Spice Rack Organiser', 100, 280, 'chef-hat', { traits: ['cooking'] }),
      item('2-Slice Toaster', 200, 500, 'sandwich', { colours: 'basic', traits: ['heats'] }),
      item('Dish Drying Rack', 120, 300, 'utensils', { traits: ['dishwasher'] }),
      item('Slow Juicer', 300, 900, 'citrus', { traits: ['foodSafe'] }),
    ],
    features: ['Sturdy build designed for a busy family kitchen.', 'A practical gift for a new home.'],
  },
  'Home & Bedroom': {
    brands: ['DreamNest', 'Softhaven', 'Moonrest', 'Linen Lane', 'Cosyloom'],
    lines: ['Luxe', 'Classic', 'Cloud', 'Essential', 'Premium'],
    products: [
      item('Microfibre Bedsheet Set', 150, 400, 'bed-double', {
        colours: 'bedding',
        sizes: 'bedding',
        traits: ['bedding'],
      }),
      item('Memory Foam Pillow (2 Pack)', 150, 380, 'bed'),
      item('Blackout Curtains (2 Panels)', 180, 450, 'blinds', { colours: 'bedding', traits: ['bedding'] }),
      item('Bedside Table Lamp', 120, 350, 'lamp'),
      item('Fleece Throw Blanket', 100, 260, 'bed', { colours: 'bedding', traits: ['bedding'] }),
      item('Duvet Cover Set', 200, 550, 'bed-double', {
        colours: 'bedding',
        sizes: 'bedding',
        traits: ['bedding'],
      }),
      item('Mattress Topper', 400, 1200, 'bed-double', { sizes: 'bedding' }),
      item('Wardrobe Storage Organiser', 120, 320, 'shelving-unit', { traits: ['tidy'] }),
      item('Full-Length Standing Mirror', 300, 800, 'mirror'),
      item('5-Tier Shoe Rack', 150, 380, 'shelving-unit', { traits: ['tidy'] }),
      item('Aroma Diffuser', 120, 350, 'droplets'),
      item('Mosquito Net Canopy', 100, 280, 'bed', { sizes: 'bedding', traits: ['bedding'] }),
      item('Under-Bed Storage Bags (3 Pack)', 90, 220, 'archive', { traits: ['tidy'] }),
      item('Satin Pillowcase Set', 90, 220, 'bed', { colours: 'bedding', traits: ['bedding'] }),
    ],
    features: ['Adds a calm, hotel-style touch to any bedroom.', 'Made to last for years of daily use.'],
  },
  'Health & Beauty': {
    brands: [
      'Glow Naturelle',
      'Shea Bloom',
      'PureRadiance',
      'Velvet Skin',
      'Melanin Glow',
      'Aurora Botanics',
    ],
    lines: ['Pure', 'Daily', 'Intense', 'Gentle', 'Pro'],
    products: [
      item('Raw Shea Butter Body Cream', 45, 140, 'tube-lotion', { traits: ['skincare'] }),
      item('Vitamin C Brightening Serum', 80, 250, 'droplet', { traits: ['skincare', 'travelSize'] }),
      item('Hair Growth Oil', 50, 160, 'droplet', { traits: ['travelSize'] }),
      item('Cordless Hair Clipper Set', 150, 450, 'scissors', { traits: ['salon', 'battery'] }),
      item('Hair Dryer with Diffuser', 200, 550, 'wind', { traits: ['salon'] }),
      item('Ceramic Hair Straightener', 180, 500, 'sparkles', { traits: ['salon'] }),
      item('Makeup Brush Set (12 pcs)', 80, 250, 'brush', { traits: ['travelSize'] }),
      item('Matte Lipstick Set', 60, 200, 'sparkles', { traits: ['travelSize'] }),
      item('African Black Soap (3 Bars)', 40, 120, 'soap', { traits: ['skincare'] }),
      item('Facial Cleansing Brush', 100, 300, 'brush', { traits: ['salon'] }),
      item('Electric Toothbrush', 150, 450, 'toothbrush', { colours: 'basic', traits: ['battery'] }),
      item('Eau de Parfum 100 ml', 200, 700, 'perfume-bottle', { traits: ['travelSize'] }),
      item('Beard Grooming Kit', 120, 320, 'scissors', { traits: ['salon'] }),
      item('Sunscreen SPF 50', 70, 200, 'sun', { traits: ['skincare', 'travelSize'] }),
      item('Massage Gun', 350, 1000, 'heart-pulse', { traits: ['battery'] }),
      item('Lace Front Wig', 500, 2200, 'sparkles', { colours: 'hair', traits: ['salon'] }),
    ],
    features: ['A treat for yourself or a lovely gift.', 'Sealed for hygiene and shipped with care.'],
  },
  'Sports & Outdoor': {
    brands: ['Trailpeak', 'Volta Active', 'Goalline', 'Summit Gear', 'Fitcore', 'Stride'],
    lines: ['Pro', 'Elite', 'Training', 'Active', 'Endurance'],
    products: [
      item('Adjustable Dumbbell Set', 400, 1500, 'dumbbell', { traits: ['training', 'grip'] }),
      item('Yoga Mat 6 mm', 80, 220, 'person-standing', { colours: 'bright', traits: ['training', 'grip'] }),
      item('Resistance Bands Set', 60, 180, 'biceps-flexed', { traits: ['training', 'camping'] }),
      item('Football (Size 5)', 80, 250, 'volleyball', { traits: ['pitch'] }),
      item('Football Boots', 250, 700, 'sport-shoe', {
        colours: 'bright',
        sizes: 'shoes',
        traits: [...SHOES, 'pitch'],
      }),
      item('Running Shoes', 300, 800, 'sport-shoe', {
        colours: 'basic',
        sizes: 'shoes',
        traits: [...SHOES, 'pitch'],
      }),
      item('Speed Skipping Rope', 30, 90, 'activity', { traits: ['training', 'grip'] }),
      item('Camping Tent (4 Person)', 600, 1600, 'tent', { traits: ['camping'] }),
      item('Cycling Helmet', 150, 400, 'bike', { colours: 'bright' }),
      item('Sports Water Bottle', 40, 120, 'glass-water', {
        colours: 'bright',
        traits: ['training', 'camping'],
      }),
      item('Gym Gloves', 50, 140, 'dumbbell', { sizes: 'clothing', traits: ['training', 'grip', 'sized'] }),
      item('Football Jersey Set', 120, 300, 'shirt', {
        colours: 'bright',
        sizes: 'clothing',
        traits: ['clothing', 'sized', 'pitch'],
      }),
      item('Outdoor Basketball', 120, 300, 'volleyball'),
      item('Ab Roller Wheel', 60, 160, 'biceps-flexed', { traits: ['training', 'grip'] }),
      item('Folding Camping Chair', 150, 400, 'tent', { traits: ['camping'] }),
      item('26-inch Mountain Bike', 2500, 6000, 'bike'),
    ],
    features: [
      'Durable enough for harmattan dust and the rainy season.',
      'Good value for clubs, schools and weekend players.',
    ],
  },
  Automotive: {
    brands: ['Roadmaster', 'AutoPrime', 'Motorline', 'DriveSafe', 'Tarmac Pro', 'Gearbox'],
    lines: ['Pro', 'Plus', 'HD', 'Sport', 'Classic'],
    products: [
      item('Car Phone Holder', 50, 150, 'smartphone', { traits: ['universalFit', 'quickFit'] }),
      item('1080p Dash Cam', 250, 700, 'camera', { traits: ['carSocket', 'quickFit', 'roadSafety'] }),
      item('Car Seat Covers (Full Set)', 350, 900, 'car-front', {
        colours: 'leather',
        traits: ['universalFit', 'quickFit'],
      }),
      item('Portable Tyre Inflator', 200, 550, 'gauge', { traits: ['carSocket', 'roadSafety'] }),
      item('Jump Starter Power Bank', 450, 1200, 'car-battery', { traits: ['roadSafety'] }),
      item('Microfibre Car Wash Kit', 80, 220, 'droplets'),
      item('Handheld Car Vacuum Cleaner', 150, 400, 'car', { traits: ['carSocket'] }),
      item('Steering Wheel Cover', 60, 160, 'car-front', {
        colours: 'leather',
        traits: ['universalFit', 'quickFit'],
      }),
      item('LED Headlight Bulbs (Pair)', 150, 450, 'lightbulb', { traits: ['roadSafety'] }),
      item('Car Floor Mats (4 pcs)', 200, 550, 'car', {
        colours: 'basic',
        traits: ['universalFit', 'quickFit'],
      }),
      item('Car Air Freshener Set', 25, 80, 'wind', { traits: ['quickFit'] }),
      item('Reverse Parking Camera', 200, 600, 'cctv', { traits: ['roadSafety'] }),
      item('Bluetooth FM Transmitter', 70, 200, 'radio', { traits: ['bluetooth', 'carSocket', 'quickFit'] }),
      item('Windshield Sun Shade', 60, 160, 'sun', { traits: ['universalFit', 'quickFit'] }),
      item('Roadside Emergency Kit', 150, 400, 'triangle-alert', { traits: ['roadSafety'] }),
    ],
    features: ['Built to handle heat, dust and bumpy roads.', 'A practical upgrade for any car owner.'],
  },
  'Baby & Kids': {
    brands: ['Little Sprout', 'Tiny Steps', 'Bebe Joy', 'Cuddle Cove', 'Happy Nest'],
    lines: ['Soft', 'Classic', 'Comfort', 'Mini', 'Care'],
    products: [
      item('Ergonomic Baby Carrier', 200, 550, 'baby', { colours: 'basic', traits: ['babyTextile'] }),
      item('Cotton Baby Romper (3 Pack)', 100, 250, 'shirt', {
        colours: 'bright',
        sizes: 'kids',
        traits: ['babyTextile', 'sized'],
      }),
      item('Baby Feeding Bottles (3 Pack)', 80, 220, 'milk', { traits: ['foodSafe'] }),
      item("Kids' Sneakers", 120, 300, 'sport-shoe', {
        colours: 'bright',
        sizes: 'kidsShoes',
        traits: SHOES,
      }),
      item('Video Baby Monitor', 400, 1100, 'cctv'),
      item('Foldable Baby Stroller', 900, 2500, 'baby', { colours: 'basic' }),
      item('Diaper Bag Backpack', 180, 450, 'backpack', { colours: 'basic', traits: ['roomy'] }),
      item("Girls' Party Dress", 150, 350, 'shirt', { colours: 'bright', sizes: 'kids', traits: ['sized'] }),
      item('Silicone Bibs (2 Pack)', 50, 120, 'baby', { traits: ['foodSafe'] }),
      item('Baby Bath Tub', 150, 350, 'bath'),
      item('Teething Toys Set', 40, 120, 'baby', { traits: ['foodSafe'] }),
      item("Kids' School Backpack", 100, 250, 'backpack', { colours: 'bright', traits: ['roomy'] }),
      item('Baby Walker', 300, 700, 'baby'),
      item('Muslin Swaddle Blankets (3 Pack)', 70, 180, 'baby', { traits: ['babyTextile'] }),
    ],
    features: [
      'Designed with busy parents in mind.',
      'Tested to international child-safety standards.',
      'A thoughtful gift for a naming ceremony or birthday.',
    ],
  },
  'Pet Supplies': {
    brands: ['PawPal', 'Happy Tails', 'Whisker & Co.', 'Furbright', 'Barkly'],
    lines: ['Comfort', 'Classic', 'Pro', 'Easy', 'Plus'],
    products: [
      item('Orthopaedic Dog Bed', 200, 600, 'dog', {
        colours: 'basic',
        sizes: 'pet',
        traits: ['breeds', 'petHeat'],
      }),
      item('Adjustable Dog Collar', 40, 120, 'dog', { colours: 'bright', sizes: 'pet', traits: ['breeds'] }),
      item('Retractable Dog Leash', 80, 220, 'dog', { traits: ['breeds'] }),
      item('Cat Scratching Post', 150, 450, 'cat'),
      item('Stainless Steel Pet Bowls (2 Pack)', 50, 150, 'paw-print', { traits: ['breeds'] }),
      item('Automatic Pet Feeder', 350, 900, 'paw-print'),
      item('Pet Grooming Brush', 40, 120, 'paw-print', { traits: ['breeds', 'petHeat'] }),
      item('Chew Toys Set', 50, 140, 'bone', { traits: ['breeds'] }),
      item('Pet Carrier Bag', 200, 500, 'cat', { colours: 'basic', traits: ['petHeat'] }),
      item('Covered Cat Litter Box', 150, 400, 'cat'),
      item('Dog Raincoat', 80, 200, 'dog', { colours: 'bright', sizes: 'pet', traits: ['breeds'] }),
      item('Aquarium Filter', 100, 300, 'fish'),
      item('Bird Cage', 250, 700, 'bird'),
      item('Pet Water Fountain', 180, 450, 'paw-print', { traits: ['petHeat'] }),
    ],
    features: ['Safe, non-toxic materials your pet can enjoy.', 'Easy to clean and built to last.'],
  },
  Accessories: {
    brands: ['Oxblood', 'Duke & Bow', 'Sable', 'Ridgeway', 'Kofi & Co.'],
    lines: ['Classic', 'Urban', 'Signature', 'Travel', 'Slim'],
    products: [
      item('Leather Wallet', 80, 250, 'wallet', { colours: 'leather', traits: ['roomy'] }),
      item('Polarised Sunglasses', 80, 300, 'glasses', { colours: 'basic' }),
      item('Laptop Backpack', 200, 550, 'backpack', { colours: 'basic', traits: ['roomy', 'hardware'] }),
      item('Leather Belt', 80, 220, 'tag', { colours: 'leather', sizes: 'belt', traits: ['hardware'] }),
      item('Crossbody Bag', 150, 400, 'handbag', { colours: 'fashion', traits: ['roomy', 'hardware'] }),
      item('Automatic Umbrella', 60, 180, 'umbrella', { colours: 'basic', traits: ['hardware'] }),
      item('Baseball Cap', 50, 140, 'tag', { colours: 'fashion' }),
      item('Silk Scarf', 70, 200, 'ribbon', { colours: 'fashion' }),
      item('Travel Duffel Bag', 200, 550, 'luggage', { colours: 'basic', traits: ['roomy', 'hardware'] }),
      item('Key Organiser', 40, 120, 'key-round', { traits: ['hardware'] }),
      item('Canvas Tote Bag', 100, 300, 'shopping-bag', { colours: 'fashion', traits: ['roomy'] }),
      item('Card Holder', 40, 120, 'wallet-cards', { colours: 'leather', traits: ['roomy'] }),
      item('Bucket Hat', 50, 140, 'tag', { colours: 'fashion' }),
    ],
    features: [
      'Finishes off any outfit, from casual to formal.',
      'A smart gift for friends and family.',
      'Holds up to daily use on trotros and in traffic.',
    ],
  },
  'Toys & Games': {
    brands: ['PlayKraft', 'Funtopia', 'Little Legends', 'Brickworks', 'Oware House'],
    lines: ['Classic', 'Junior', 'Deluxe', 'Mega', 'Family'],
    products: [
      item('Building Blocks Set (500 pcs)', 150, 450, 'toy-brick', {
        traits: ['screenFree', 'skills', 'childSafe'],
      }),
      item('Remote Control Car', 200, 600, 'car', { colours: 'bright', traits: ['childSafe'] }),
      item('Wooden Oware Board Game', 80, 250, 'blocks', { traits: ['screenFree', 'skills'] }),
      item('1000-Piece Jigsaw Puzzle', 80, 200, 'puzzle', { traits: ['screenFree', 'skills'] }),
      item('Wireless Game Controller', 200, 500, 'gamepad', { colours: 'basic', traits: ['bluetooth'] }),
      item('Plush Teddy Bear', 60, 200, 'panda', { colours: 'bright', traits: ['childSafe'] }),
      item('Mini Drone with Camera', 400, 1200, 'drone'),
      item('Ludo and Snakes & Ladders Set', 40, 120, 'dices', { traits: ['screenFree', 'childSafe'] }),
      item('Magnetic Drawing Board', 50, 140, 'pencil', { traits: ['screenFree', 'skills', 'childSafe'] }),
      item('Word Tiles Board Game', 100, 250, 'letters', { traits: ['screenFree', 'skills'] }),
      item('Play Kitchen Set', 300, 800, 'chef-hat', { traits: ['screenFree', 'childSafe'] }),
      item('Fashion Doll with Accessories', 100, 300, 'person-standing', {
        traits: ['screenFree', 'childSafe'],
      }),
      item('Electric Toy Train Set', 200, 550, 'train', { traits: ['screenFree', 'childSafe'] }),
      item('Speed Cube 3x3', 30, 100, 'cuboid', { traits: ['screenFree', 'skills'] }),
      item('Wooden Chess Set', 80, 300, 'chess-knight', { traits: ['screenFree', 'skills'] }),
    ],
    features: ['Great for birthdays and Christmas.', 'Packed in a gift-ready box.'],
  },
  'Office & School': {
    brands: ['Scholar', 'Inkwell', 'DeskPro', 'Campus Craft', 'Paperleaf'],
    lines: ['Classic', 'Student', 'Pro', 'Essential', 'Smart'],
    products: [
      item('A4 Ruled Notebooks (5 Pack)', 40, 120, 'notebook-pen', { traits: ['study'] }),
      item('Gel Pens (12 Pack)', 30, 90, 'pen', { traits: ['study', 'comfortable'] }),
      item('Scientific Calculator', 100, 280, 'calculator', { traits: ['study'] }),
      item('School Backpack', 120, 350, 'backpack', { colours: 'basic', traits: ['study', 'roomy'] }),
      item('Ergonomic Office Chair', 900, 2500, 'armchair', { colours: 'basic', traits: ['comfortable'] }),
      item('Desk Organiser', 70, 200, 'pencil-ruler', { traits: ['desk'] }),
      item('Whiteboard with Stand', 250, 650, 'presentation'),
      item('Heavy-Duty Stapler Set', 40, 120, 'paperclip', { traits: ['desk', 'comfortable'] }),
      item('LED Desk Lamp', 100, 300, 'lamp-desk', { colours: 'basic', traits: ['study', 'desk'] }),
      item('Mathematical Set', 20, 60, 'drafting-compass', { traits: ['study'] }),
      item('A4 Laminator', 250, 600, 'file-text'),
      item('Sticky Notes (12 Pads)', 25, 70, 'sticky-note', { traits: ['study', 'desk'] }),
      item('Document File Organiser', 60, 160, 'folder', { traits: ['desk'] }),
      item('Wireless Inkjet Printer', 900, 2200, 'printer', { traits: ['phoneCompatible'] }),
      item('Paper Shredder', 400, 1100, 'shredder'),
    ],
    features: [
      'Reliable quality for offices, schools and home study.',
      'Bulk orders welcome for schools and businesses.',
    ],
  },
  'Tools & Hardware': {
    brands: ['IronGrip', 'Forgeline', 'Buildwell', 'SteelHand', 'Anvilco'],
    lines: ['Pro', 'Heavy-Duty', 'Compact', 'Industrial', 'Max'],
    products: [
      item('Cordless Drill Driver 20V', 450, 1200, 'drill', {
        traits: ['rubberGrip', 'battery', 'toolCase'],
      }),
      item('Socket Wrench Set (46 pcs)', 150, 450, 'wrench', { traits: ['steel', 'toolCase'] }),
      item('Claw Hammer', 50, 140, 'hammer', { traits: ['steel', 'rubberGrip'] }),
      item('Tape Measure 8 m', 30, 90, 'ruler', { traits: ['rubberGrip'] }),
      item('Precision Screwdriver Set', 60, 180, 'screw', { traits: ['steel', 'toolCase'] }),
      item('Angle Grinder', 350, 900, 'cog', { traits: ['rubberGrip'] }),
      item('Digital Multimeter', 100, 300, 'gauge'),
      item('Spirit Level 60 cm', 50, 140, 'ruler'),
      item('Tool Box with Tray', 120, 320, 'toolbox'),
      item('Paint Roller Set', 50, 150, 'paint-roller', { traits: ['rubberGrip'] }),
      item('6-Way Extension Socket with Surge Protector', 80, 220, 'plug', { traits: ['surge'] }),
      item('Auto-Darkening Welding Helmet', 250, 600, 'hard-hat'),
      item('Work Gloves (3 Pairs)', 30, 90, 'hand', { sizes: 'clothing', traits: ['sized'] }),
      item('Steel Toe Safety Boots', 300, 700, 'footprints', { sizes: 'shoes', traits: SHOES }),
      item('High-Pressure Washer', 900, 2500, 'droplets'),
      item('Cordless Screwdriver', 200, 500, 'drill', { traits: ['rubberGrip', 'battery'] }),
    ],
    features: [
      'Built for artisans, fitters and weekend DIY alike.',
      'Backed by a 6-month supplier warranty.',
    ],
  },
  'Jewelry & Watches': {
    brands: ['Aurelia', 'Sterling Lane', 'Tempus', 'Oro & Bead', 'Gilded Ivy'],
    lines: ['Classic', 'Luxe', 'Signature', 'Royal', 'Minimal'],
    products: [
      item("Men's Chronograph Watch", 300, 1200, 'watch', { colours: 'metal', traits: ['waterResistant'] }),
      item("Women's Rose Gold Watch", 250, 900, 'watch', { traits: ['waterResistant'] }),
      item('Sterling Silver Pendant Necklace', 150, 500, 'gem', { traits: ['metal'] }),
      item('Gold-Plated Hoop Earrings', 60, 200, 'sparkles', { colours: 'metal', traits: ['metal'] }),
      item('Beaded Bracelet Set', 40, 140, 'link', { colours: 'bright' }),
      item('Stainless Steel Ring', 50, 180, 'gem', {
        colours: 'metal',
        sizes: 'rings',
        traits: ['metal', 'waterResistant'],
      }),
      item('Cubic Zirconia Stud Earrings', 60, 200, 'sparkles', { colours: 'metal', traits: ['metal'] }),
      item('Freshwater Pearl Necklace', 200, 600, 'gem'),
      item("Men's Digital Sports Watch", 120, 350, 'watch', { colours: 'basic', traits: ['waterResistant'] }),
      item('Jewellery Box Organiser', 100, 300, 'gift'),
      item('Anklet Set', 40, 120, 'link', { colours: 'metal', traits: ['metal'] }),
      item('Cufflinks and Tie Clip Set', 80, 250, 'gem', { traits: ['metal'] }),
      item("Men's Cuban Link Chain", 150, 600, 'link', { colours: 'metal', traits: ['metal'] }),
    ],
    features: [
      'Arrives in a gift box, ready for a special occasion.',
      'Elegant enough for weddings, simple enough for every day.',
    ],
  },
  'Books & Media': {
    brands: ['Harmattan Press', 'Baobab Books', 'Sankofa Publishing', 'Lighthouse Editions', 'Adinkra Media'],
    lines: ['Illustrated', 'Classic', 'Deluxe', 'Pocket', 'Anniversary'],
    products: [
      item("Children's Story Book Collection (10 Books)", 120, 300, 'book-open', {
        traits: ['printed', 'reading', 'african'],
      }),
      item('West African Cookbook', 120, 280, 'book-open', { traits: ['printed', 'african'] }),
      item('Small Business Handbook', 80, 220, 'book', { traits: ['printed', 'reading'] }),
      item('Personal Finance Guide', 70, 180, 'book', { traits: ['printed', 'reading'] }),
      item('Adult Colouring Book', 50, 140, 'book-open', { traits: ['printed'] }),
      item('Bluetooth Vinyl Record Player', 600, 1500, 'turntable', { traits: ['bluetooth'] }),
      item('Highlife Classics Vinyl LP', 150, 400, 'disc', { traits: ['african'] }),
      item('6-inch E-Reader', 900, 2000, 'tablet', { traits: ['reading', 'battery'] }),
      item('French Vocabulary Flashcards', 60, 160, 'languages', { traits: ['printed'] }),
      item('Guided Devotional Journal', 80, 220, 'notebook-pen', { traits: ['printed'] }),
      item("Kids' Activity Workbook Set", 60, 160, 'book-open', { traits: ['printed'] }),
      item('African Poetry Anthology', 70, 180, 'book-open', { traits: ['printed', 'reading', 'african'] }),
      item('Gospel Classics CD Box Set', 100, 250, 'disc'),
      item('Cast Iron Bookends (Pair)', 80, 200, 'library', { traits: ['reading'] }),
    ],
    features: ['Makes a thoughtful gift.', 'Carefully packed so it arrives in perfect condition.'],
  },
  'Collectibles & Art': {
    brands: ['Jamestown Studio', 'Gallery Nine', 'Artisan Row', 'Kente Loom Art', 'Bronze & Clay'],
    lines: ['Heritage', 'Limited', 'Classic', 'Studio', 'Collector'],
    products: [
      item('Framed Canvas Wall Art', 200, 650, 'frame', { traits: ['decor'] }),
      item('Hand-Carved Wooden Mask', 150, 500, 'drama', { traits: ['decor', 'ghanaian'] }),
      item('Kente Pattern Art Print', 80, 250, 'image', { traits: ['decor', 'ghanaian'] }),
      item('Acrylic Paint Set (24 Colours)', 80, 220, 'palette', { traits: ['artSupplies'] }),
      item('Tabletop Artist Easel', 200, 550, 'paintbrush', { traits: ['artSupplies'] }),
      item('Commemorative Coin Set', 150, 500, 'coins'),
      item('Ship in a Bottle Model', 150, 400, 'sailboat', { traits: ['decor'] }),
      item('Bronze Figurine', 250, 800, 'person-standing', { traits: ['decor'] }),
      item('Vintage-Style Desk Globe', 200, 550, 'globe', { traits: ['decor'] }),
      item('Sketching Pencil Set', 50, 150, 'pencil', { traits: ['artSupplies'] }),
      item('Wall Display Shelf', 200, 500, 'shelving-unit', { traits: ['decor'] }),
      item('Adinkra Symbols Wall Plaque', 120, 350, 'frame', { traits: ['decor', 'ghanaian'] }),
      item('Watercolour Paper Pad', 50, 140, 'paintbrush', { traits: ['artSupplies'] }),
      item('Stamp Collecting Album', 80, 200, 'stamp'),
    ],
    features: [
      'Carefully packed so it arrives in perfect condition.',
      'A lasting gift for collectors and art lovers.',
    ],
  },
};

/**
 * How often each category appears among the generated products: a real drop-shipping catalogue is
 * heavy on electronics and fashion, light on books and collectibles.
 */
export const CATEGORY_WEIGHTS: Record<KnownCategory, number> = {
  Electronics: 14,
  'Fashion & Apparel': 14,
  'Home & Garden': 6,
  'Home & Kitchen': 8,
  'Home & Bedroom': 5,
  'Health & Beauty': 9,
  'Sports & Outdoor': 6,
  Automotive: 5,
  'Baby & Kids': 6,
  'Pet Supplies': 3,
  Accessories: 6,
  'Toys & Games': 5,
  'Office & School': 4,
  'Tools & Hardware': 4,
  'Jewelry & Watches': 5,
  'Books & Media': 2,
  'Collectibles & Art': 2,
};

/** Overseas suppliers; `categories` empty means a general trader that sells anything. */
export interface Supplier {
  name: string;
  categories: readonly KnownCategory[];
}

export const SUPPLIERS: Record<'USA' | 'China', readonly Supplier[]> = {
  China: [
    { name: 'Shenzhen Brightway Electronics Co.', categories: ['Electronics'] },
    { name: 'Dongguan Lumitek Digital Ltd.', categories: ['Electronics', 'Automotive'] },
    { name: 'Guangzhou Silkroad Apparel Co.', categories: ['Fashion & Apparel', 'Accessories'] },
    { name: 'Hangzhou Fine Thread Garments', categories: ['Fashion & Apparel', 'Home & Bedroom'] },
    {
      name: 'Foshan Homewell Furnishings',
      categories: ['Home & Garden', 'Home & Bedroom', 'Home & Kitchen'],
    },
    { name: 'Ningbo Kitchen Master Co.', categories: ['Home & Kitchen'] },
    { name: 'Guangzhou Bloom Cosmetics Ltd.', categories: ['Health & Beauty'] },
    { name: 'Xiamen Peak Sports Goods', categories: ['Sports & Outdoor'] },
    { name: 'Shantou Happy Kids Toys Factory', categories: ['Toys & Games', 'Baby & Kids'] },
    { name: 'Qingdao Pawsome Pet Products', categories: ['Pet Supplies'] },
    { name: 'Wenzhou Stationery Works', categories: ['Office & School'] },
    { name: 'Yongkang Ironclad Tools Co.', categories: ['Tools & Hardware', 'Automotive'] },
    { name: 'Yiwu Sparkle Jewellery Co.', categories: ['Jewelry & Watches', 'Accessories'] },
    { name: 'Jingdezhen Art & Craft House', categories: ['Collectibles & Art', 'Home & Garden'] },
    { name: 'Yiwu Golden Star Trading', categories: [] },
    { name: 'Shanghai Harbour Export Co.', categories: [] },
  ],
  USA: [
    { name: 'Austin Gadget Supply Inc.', categories: ['Electronics'] },
    { name: 'Bay Area Tech Outlet', categories: ['Electronics', 'Office & School'] },
    { name: 'Brooklyn Threads Co.', categories: ['Fashion & Apparel', 'Accessories'] },
    { name: 'Atlanta Style Wholesale', categories: ['Fashion & Apparel', 'Jewelry & Watches'] },
    { name: 'Dallas Home Essentials LLC', categories: ['Home & Garden', 'Home & Kitchen', 'Home & Bedroom'] },
    { name: 'Portland Garden Goods', categories: ['Home & Garden'] },
    { name: 'Miami Beauty Source', categories: ['Health & Beauty'] },
    { name: 'Denver Outdoor Outfitters', categories: ['Sports & Outdoor'] },
    { name: 'Detroit Auto Parts Direct', categories: ['Automotive', 'Tools & Hardware'] },
    { name: 'Boston Little Ones Co.', categories: ['Baby & Kids', 'Toys & Games'] },
    { name: 'Seattle Pet Pantry', categories: ['Pet Supplies'] },
    { name: 'Chicago Book & Media Depot', categories: ['Books & Media', 'Office & School'] },
    { name: 'Santa Fe Gallery Imports', categories: ['Collectibles & Art'] },
    { name: 'Houston General Merchandise', categories: [] },
    { name: 'New Jersey Export Hub', categories: [] },
  ],
};

/** Shipping times by origin, with how common each is. */
export const SHIPPING_TIMES: Record<'USA' | 'China', readonly (readonly [string, number])[]> = {
  China: [
    ['24-30 days', 5],
    ['18-25 days', 3],
    ['20-30 days', 2],
    ['15-20 days', 1],
  ],
  USA: [
    ['24-30 days', 3],
    ['14-21 days', 3],
    ['10-15 days', 2],
    ['7-14 days', 2],
  ],
};

/** Ghanaian shops selling the pay-on-delivery deals. */
export interface Vendor {
  name: string;
  categories: readonly KnownCategory[];
}

export const GHANA_VENDORS: readonly Vendor[] = [
  { name: 'Accra Tech Hub', categories: ['Electronics'] },
  { name: 'Circle Gadget World', categories: ['Electronics', 'Toys & Games'] },
  { name: 'Kumasi Fashion House', categories: ['Fashion & Apparel', 'Accessories'] },
  { name: 'Tamale Textile Market', categories: ['Fashion & Apparel'] },
  { name: 'Osu Beauty Corner', categories: ['Health & Beauty'] },
  { name: 'Tema Home Store', categories: ['Home & Garden', 'Home & Kitchen', 'Home & Bedroom'] },
  { name: 'East Legon Living', categories: ['Home & Bedroom', 'Home & Garden'] },
  { name: 'Kaneshie Kitchen Mart', categories: ['Home & Kitchen'] },
  { name: 'Takoradi Sports Arena', categories: ['Sports & Outdoor'] },
  { name: 'Abossey Okai Auto Spares', categories: ['Automotive'] },
  { name: 'Madina Baby World', categories: ['Baby & Kids', 'Toys & Games'] },
  { name: 'Labone Pet Shop', categories: ['Pet Supplies'] },
  { name: 'Makola Accessories Hub', categories: ['Accessories', 'Jewelry & Watches'] },
  { name: 'Legon Stationers', categories: ['Office & School', 'Books & Media'] },
  { name: 'Kokompe Tools Depot', categories: ['Tools & Hardware'] },
  { name: 'Adum Gold & Watches', categories: ['Jewelry & Watches'] },
  { name: 'Airport City Books', categories: ['Books & Media'] },
  { name: 'Jamestown Art Gallery', categories: ['Collectibles & Art'] },
  { name: 'Cape Coast Crafts', categories: ['Collectibles & Art', 'Home & Garden'] },
];

export const GHANAIAN_NAMES: readonly string[] = [
  'Kwame Mensah',
  'Ama Owusu',
  'Kofi Boateng',
  'Akosua Asante',
  'Yaw Darko',
  'Abena Ofori',
  'Kwabena Osei',
  'Efua Addo',
  'Kojo Appiah',
  'Adwoa Agyeman',
  'Nana Yaa Amponsah',
  'Esi Quaye',
  'Selasi Agbeko',
  'Dzifa Tetteh',
  'Fiifi Ansah',
  'Afia Sarpong',
  'Kweku Annan',
  'Naa Adjeley Lamptey',
];

export interface GhanaAddress {
  address: string;
  city: 'Accra' | 'Kumasi' | 'Takoradi';
}

export const GHANA_ADDRESSES: readonly GhanaAddress[] = [
  { address: 'House 14, Boundary Road, East Legon', city: 'Accra' },
  { address: 'Flat 3B, Ring Road Central, Osu', city: 'Accra' },
  { address: '12 Spintex Road, near Baatsona Total', city: 'Accra' },
  { address: 'Block C, Dansoman Estates', city: 'Accra' },
  { address: '7 Oxford Street, Osu', city: 'Accra' },
  { address: 'House 21, Ahodwo Roundabout', city: 'Kumasi' },
  { address: 'House 5, Asokwa, behind the police station', city: 'Kumasi' },
  { address: 'Bantama High Street, opposite the hospital', city: 'Kumasi' },
  { address: 'House 9, near Market Circle', city: 'Takoradi' },
  { address: 'Anaji Estates, Block 4', city: 'Takoradi' },
];

/** The mobile networks' prefixes, so that demo phone numbers look like real Ghanaian numbers. */
export const PHONE_PREFIXES = ['024', '054', '055', '059', '020', '050', '027', '057'] as const;

export interface Destination {
  country: string;
  city: string;
  address: string;
  postalCode: string;
}

export const DHL_DESTINATIONS: readonly Destination[] = [
  { country: 'United Kingdom', city: 'London', address: '48 Peckham High Street', postalCode: 'SE15 5DT' },
  {
    country: 'United Kingdom',
    city: 'Manchester',
    address: '17 Wilmslow Road, Rusholme',
    postalCode: 'M14 5TB',
  },
  { country: 'United States', city: 'New York', address: '1450 Grand Concourse, Bronx', postalCode: '10452' },
  {
    country: 'United States',
    city: 'Houston',
    address: '8900 Bellaire Boulevard, Suite 12',
    postalCode: '77036',
  },
  { country: 'Germany', city: 'Hamburg', address: 'Steindamm 32', postalCode: '20099' },
  { country: 'Nigeria', city: 'Lagos', address: '15 Admiralty Way, Lekki Phase 1', postalCode: '106104' },
];

export const DHL_PACKAGES: readonly string[] = [
  'Kente cloth and traditional fabrics',
  'Shea butter and black soap, sealed jars',
  'University transcripts and certificates',
  'Handmade Krobo beads and jewellery',
  'Dried foodstuffs: gari, shito and spices',
  'Wooden carvings, wrapped as gifts',
  'Ankara dresses for a wedding',
];

export interface DescriptionParts {
  name: string;
  /** Two sentences from the product's features (featuresFor). */
  features: readonly [string, string];
  supplier: string;
  origin: 'USA' | 'China';
  shippingTime: string;
}

const originLabel = (origin: 'USA' | 'China') => (origin === 'USA' ? 'the USA' : 'China');

export const PRODUCT_DESCRIPTIONS: readonly ((parts: DescriptionParts) => string)[] = [
  (p) =>
    `${p.features[0]} ${p.features[1]} Ships from ${originLabel(p.origin)} in ${p.shippingTime}, with free delivery in Ghana.`,
  // Some supplier names end in a full stop already ("Co.").
  (p) => `${p.features[0]} ${p.features[1]} Supplied by ${p.supplier}`.replace(/\.?$/, '.'),
  (p) =>
    `${p.features[0]} ${p.features[1]} Sourced directly from ${p.supplier} in ${originLabel(p.origin)}; estimated delivery ${p.shippingTime}.`,
];

export const DEAL_DESCRIPTIONS: readonly ((parts: {
  features: readonly [string, string];
  vendor: string;
}) => string)[] = [
  (p) => `${p.features[0]} ${p.features[1]} Sold by ${p.vendor}; pay on delivery.`,
  (p) => `Limited stock at this price. ${p.features[0]} ${p.features[1]}`,
  (p) => `${p.features[0]} Verified seller: ${p.vendor}. ${p.features[1]}`,
];
