import type { KnownCategory } from '../../../shared/categories';

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

export interface ProductTemplate {
  noun: string;
  /** Sale price range in GH₵. */
  price: readonly [min: number, max: number];
  colours?: ColourSet;
  sizes?: SizeSet;
}

export interface CategoryCatalogue {
  /** Invented brand names, put in front of the noun. */
  brands: readonly string[];
  /** Product-line words between brand and noun ("Voltix Pro Wireless Earbuds"); gives variety. */
  lines: readonly string[];
  products: readonly ProductTemplate[];
  /** Whole sentences for descriptions. */
  features: readonly string[];
}

const item = (
  noun: string,
  min: number,
  max: number,
  options: { colours?: ColourSet; sizes?: SizeSet } = {},
): ProductTemplate => ({ noun, price: [min, max], ...options });

export const CATALOGUE: Record<KnownCategory, CategoryCatalogue> = {
  Electronics: {
    brands: ['Voltix', 'Nuvo', 'Zentra', 'Auralink', 'Kora Tech', 'Pulsewave', 'Lumio', 'Orbix'],
    lines: ['Pro', 'Max', 'Lite', 'Plus', 'Neo', 'X2', 'Mini'],
    products: [
      item('Wireless Earbuds', 120, 450, { colours: 'tech' }),
      item('20000mAh Power Bank', 150, 380, { colours: 'basic' }),
      item('Smart Watch', 200, 900, { colours: 'tech' }),
      item('Bluetooth Speaker', 180, 1200, { colours: 'basic' }),
      item('Phone Case', 35, 120, { colours: 'tech', sizes: 'phones' }),
      item('Screen Protector (2 Pack)', 25, 80, { sizes: 'phones' }),
      item('65W GaN Fast Charger', 90, 260),
      item('USB-C Charging Cable (2 m)', 30, 90, { colours: 'basic' }),
      item('Noise Cancelling Headphones', 350, 1500, { colours: 'tech' }),
      item('Ring Light with Tripod Stand', 150, 450),
      item('Wireless Mouse', 60, 220, { colours: 'basic' }),
      item('Mechanical Keyboard', 250, 900),
      item('Adjustable Laptop Stand', 120, 380),
      item('1080p Webcam', 180, 500),
      item('Portable Power Station 300W', 2500, 6000),
      item('Rechargeable LED Lantern', 80, 250),
      item('Fitness Tracker Band', 150, 450, { colours: 'tech' }),
      item('10-inch Android Tablet', 1200, 3200, { colours: 'tech' }),
      item('Smart LED Bulb (4 Pack)', 90, 220),
      item('Wi-Fi Range Extender', 180, 450),
    ],
    features: [
      'Bluetooth 5.3 keeps the connection stable across the room.',
      'Charges over USB-C, so one cable does it all.',
      'A long-lasting battery that gets you through a full day, even through dumsor.',
      'Compact and light enough to carry in a pocket or handbag.',
      'Works with Android phones, iPhones and laptops.',
      'Comes with a 12-month supplier warranty.',
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
      item("Men's Slim Fit Chinos", 120, 280, { colours: 'fashion', sizes: 'clothing' }),
      item('Ankara Print Maxi Dress', 180, 450, { colours: 'ankara', sizes: 'clothing' }),
      item("Men's Cotton Polo Shirt", 80, 200, { colours: 'fashion', sizes: 'clothing' }),
      item("Women's High-Waist Jeans", 150, 350, { colours: 'basic', sizes: 'clothing' }),
      item('Unisex Pullover Hoodie', 150, 380, { colours: 'fashion', sizes: 'clothing' }),
      item("Men's Embroidered Kaftan Set", 250, 650, { colours: 'fashion', sizes: 'clothing' }),
      item("Women's Wrap Blouse", 100, 250, { colours: 'fashion', sizes: 'clothing' }),
      item("Men's Leather Loafers", 250, 650, { colours: 'leather', sizes: 'shoes' }),
      item('Canvas Sneakers', 150, 420, { colours: 'basic', sizes: 'shoes' }),
      item("Women's Block Heel Sandals", 150, 380, { colours: 'fashion', sizes: 'womensShoes' }),
      item("Men's Linen Shirt", 120, 300, { colours: 'fashion', sizes: 'clothing' }),
      item('Graphic Print T-Shirt', 60, 150, { colours: 'basic', sizes: 'clothing' }),
      item("Women's Pleated Midi Skirt", 120, 280, { colours: 'fashion', sizes: 'clothing' }),
      item("Men's Jogger Pants", 100, 250, { colours: 'basic', sizes: 'clothing' }),
      item('Denim Jacket', 220, 520, { colours: 'basic', sizes: 'clothing' }),
      item("Men's Two-Piece Suit", 900, 2200, { colours: 'basic', sizes: 'clothing' }),
      item("Women's Lounge Set", 150, 350, { colours: 'fashion', sizes: 'clothing' }),
      item('Comfort Slides', 60, 160, { colours: 'basic', sizes: 'shoes' }),
    ],
    features: [
      'Breathable fabric that stays comfortable in the Accra heat.',
      'Tailored fit that looks sharp at the office or at a Sunday service.',
      'Machine washable; colours stay bright wash after wash.',
      'Check the size chart: this style runs true to size.',
      'Reinforced stitching at the seams for everyday wear.',
      'Pairs easily with sneakers, sandals or smart shoes.',
    ],
  },
  'Home & Garden': {
    brands: ['GreenNest', 'Savanna Living', 'Terra & Leaf', 'Homecraft', 'Aburi Gardens', 'Brightyard'],
    lines: ['Classic', 'Deluxe', 'Eco', 'Outdoor', 'Essential'],
    products: [
      item('Ceramic Plant Pot Set (3 pcs)', 90, 250, { colours: 'home' }),
      item('Solar Garden Lights (8 Pack)', 120, 320),
      item('Expandable Garden Hose 30 m', 150, 380),
      item('Outdoor Patio Chair', 350, 900, { colours: 'home' }),
      item('Artificial Potted Plant', 80, 260),
      item('Pruning Shears', 60, 160),
      item('Hanging Macrame Planter', 50, 140),
      item('Outdoor Rug 160 x 230 cm', 300, 800, { colours: 'home' }),
      item('Garden Tool Set (5 pcs)', 120, 300),
      item('Pop-Up Garden Gazebo', 800, 2000),
      item('Decorative Wall Clock', 90, 300),
      item('Throw Pillow Covers (4 Pack)', 80, 200, { colours: 'home' }),
      item('Rotating Water Sprinkler', 60, 180),
      item('Seed Starter Kit', 70, 180),
      item('Bamboo Wind Chime', 50, 140),
    ],
    features: [
      'Weather-resistant materials made for sun and rainy season alike.',
      'Easy to assemble with no special tools needed.',
      'Brightens up a compound, balcony or veranda.',
      'Lightweight, so it is easy to move around the garden.',
      'UV-protected finish that will not fade quickly in the sun.',
    ],
  },
  'Home & Kitchen': {
    brands: ['ChefMate', 'Kitchenwise', 'Oven & Oak', 'Pure Pantry', 'Homely', 'Spoon & Stove'],
    lines: ['Pro', 'Classic', 'Plus', 'Deluxe', 'Essential'],
    products: [
      item('Non-Stick Frying Pan 28 cm', 120, 350),
      item('Electric Kettle 1.7 L', 120, 320, { colours: 'basic' }),
      item('Air Fryer 5.5 L', 600, 1500, { colours: 'basic' }),
      item('High-Speed Blender', 350, 1100),
      item('Stainless Steel Cookware Set (10 pcs)', 700, 2200),
      item('Rice Cooker 1.8 L', 250, 650),
      item('Kitchen Knife Set with Block', 200, 600),
      item('Glass Food Storage Containers (10 pcs)', 150, 400),
      item('Insulated Water Bottle 1 L', 80, 220, { colours: 'bright' }),
      item('Electric Hand Mixer', 180, 450),
      item('Drip Coffee Maker', 350, 900),
      item('Bamboo Cutting Board Set', 80, 220),
      item('Spice Rack Organiser', 100, 280),
      item('2-Slice Toaster', 200, 500, { colours: 'basic' }),
      item('Dish Drying Rack', 120, 300),
      item('Slow Juicer', 300, 900),
    ],
    features: [
      'Makes light work of jollof, stews and weekend soups.',
      'Food-grade materials, free of BPA.',
      'Dishwasher safe and easy to wipe clean.',
      'Heats evenly and quickly to save gas and electricity.',
      'Sturdy build designed for a busy family kitchen.',
    ],
  },
  'Home & Bedroom': {
    brands: ['DreamNest', 'Softhaven', 'Moonrest', 'Linen Lane', 'Cosyloom'],
    lines: ['Luxe', 'Classic', 'Cloud', 'Essential', 'Premium'],
    products: [
      item('Microfibre Bedsheet Set', 150, 400, { colours: 'bedding', sizes: 'bedding' }),
      item('Memory Foam Pillow (2 Pack)', 150, 380),
      item('Blackout Curtains (2 Panels)', 180, 450, { colours: 'bedding' }),
      item('Bedside Table Lamp', 120, 350),
      item('Fleece Throw Blanket', 100, 260, { colours: 'bedding' }),
      item('Duvet Cover Set', 200, 550, { colours: 'bedding', sizes: 'bedding' }),
      item('Mattress Topper', 400, 1200, { sizes: 'bedding' }),
      item('Wardrobe Storage Organiser', 120, 320),
      item('Full-Length Standing Mirror', 300, 800),
      item('5-Tier Shoe Rack', 150, 380),
      item('Aroma Diffuser', 120, 350),
      item('Mosquito Net Canopy', 100, 280, { sizes: 'bedding' }),
      item('Under-Bed Storage Bags (3 Pack)', 90, 220),
      item('Satin Pillowcase Set', 90, 220, { colours: 'bedding' }),
    ],
    features: [
      'Soft, breathable fabric for cooler nights.',
      'Adds a calm, hotel-style touch to any bedroom.',
      'Easy care: machine wash cold and tumble dry low.',
      'Keeps the room tidy with smart, space-saving design.',
      'Made to last, with reinforced edges and seams.',
    ],
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
      item('Raw Shea Butter Body Cream', 45, 140),
      item('Vitamin C Brightening Serum', 80, 250),
      item('Hair Growth Oil', 50, 160),
      item('Cordless Hair Clipper Set', 150, 450),
      item('Hair Dryer with Diffuser', 200, 550),
      item('Ceramic Hair Straightener', 180, 500),
      item('Makeup Brush Set (12 pcs)', 80, 250),
      item('Matte Lipstick Set', 60, 200),
      item('African Black Soap (3 Bars)', 40, 120),
      item('Facial Cleansing Brush', 100, 300),
      item('Electric Toothbrush', 150, 450, { colours: 'basic' }),
      item('Eau de Parfum 100 ml', 200, 700),
      item('Beard Grooming Kit', 120, 320),
      item('Sunscreen SPF 50', 70, 200),
      item('Massage Gun', 350, 1000),
      item('Lace Front Wig', 500, 2200, { colours: 'hair' }),
    ],
    features: [
      'Suitable for all skin types, including sensitive skin.',
      'Enriched with shea butter and natural oils.',
      'Dermatologically tested and free of parabens.',
      'A little goes a long way: one pack lasts for weeks.',
      'Travel-friendly size that fits in a handbag.',
    ],
  },
  'Sports & Outdoor': {
    brands: ['Trailpeak', 'Volta Active', 'Goalline', 'Summit Gear', 'Fitcore', 'Stride'],
    lines: ['Pro', 'Elite', 'Training', 'Active', 'Endurance'],
    products: [
      item('Adjustable Dumbbell Set', 400, 1500),
      item('Yoga Mat 6 mm', 80, 220, { colours: 'bright' }),
      item('Resistance Bands Set', 60, 180),
      item('Football (Size 5)', 80, 250),
      item('Football Boots', 250, 700, { colours: 'bright', sizes: 'shoes' }),
      item('Running Shoes', 300, 800, { colours: 'basic', sizes: 'shoes' }),
      item('Speed Skipping Rope', 30, 90),
      item('Camping Tent (4 Person)', 600, 1600),
      item('Cycling Helmet', 150, 400, { colours: 'bright' }),
      item('Sports Water Bottle', 40, 120, { colours: 'bright' }),
      item('Gym Gloves', 50, 140, { sizes: 'clothing' }),
      item('Football Jersey Set', 120, 300, { colours: 'bright', sizes: 'clothing' }),
      item('Outdoor Basketball', 120, 300),
      item('Ab Roller Wheel', 60, 160),
      item('Folding Camping Chair', 150, 400),
      item('26-inch Mountain Bike', 2500, 6000),
    ],
    features: [
      'Built for training at home, at the gym or on the pitch.',
      'Sweat-resistant and easy to clean after a session.',
      'Tough enough for Saturday park football and long runs.',
      'Light and easy to pack for trips and camping.',
      'Non-slip grip for safer workouts.',
    ],
  },
  Automotive: {
    brands: ['Roadmaster', 'AutoPrime', 'Motorline', 'DriveSafe', 'Tarmac Pro', 'Gearbox'],
    lines: ['Pro', 'Plus', 'HD', 'Sport', 'Classic'],
    products: [
      item('Car Phone Holder', 50, 150),
      item('1080p Dash Cam', 250, 700),
      item('Car Seat Covers (Full Set)', 350, 900, { colours: 'leather' }),
      item('Portable Tyre Inflator', 200, 550),
      item('Jump Starter Power Bank', 450, 1200),
      item('Microfibre Car Wash Kit', 80, 220),
      item('Handheld Car Vacuum Cleaner', 150, 400),
      item('Steering Wheel Cover', 60, 160, { colours: 'leather' }),
      item('LED Headlight Bulbs (Pair)', 150, 450),
      item('Car Floor Mats (4 pcs)', 200, 550, { colours: 'basic' }),
      item('Car Air Freshener Set', 25, 80),
      item('Reverse Parking Camera', 200, 600),
      item('Bluetooth FM Transmitter', 70, 200),
      item('Windshield Sun Shade', 60, 160),
      item('Roadside Emergency Kit', 150, 400),
    ],
    features: [
      'Universal fit for most saloon cars, SUVs and trotros.',
      'Installs in minutes without tools.',
      'Built to handle heat, dust and bumpy roads.',
      'Keeps you safer and more comfortable on long drives.',
      'Powered from the car charger socket.',
    ],
  },
  'Baby & Kids': {
    brands: ['Little Sprout', 'Tiny Steps', 'Bebe Joy', 'Cuddle Cove', 'Happy Nest'],
    lines: ['Soft', 'Classic', 'Comfort', 'Mini', 'Care'],
    products: [
      item('Ergonomic Baby Carrier', 200, 550, { colours: 'basic' }),
      item('Cotton Baby Romper (3 Pack)', 100, 250, { colours: 'bright', sizes: 'kids' }),
      item('Baby Feeding Bottles (3 Pack)', 80, 220),
      item("Kids' Sneakers", 120, 300, { colours: 'bright', sizes: 'kidsShoes' }),
      item('Video Baby Monitor', 400, 1100),
      item('Foldable Baby Stroller', 900, 2500, { colours: 'basic' }),
      item('Diaper Bag Backpack', 180, 450, { colours: 'basic' }),
      item("Girls' Party Dress", 150, 350, { colours: 'bright', sizes: 'kids' }),
      item('Silicone Bibs (2 Pack)', 50, 120),
      item('Baby Bath Tub', 150, 350),
      item('Teething Toys Set', 40, 120),
      item("Kids' School Backpack", 100, 250, { colours: 'bright' }),
      item('Baby Walker', 300, 700),
      item('Muslin Swaddle Blankets (3 Pack)', 70, 180),
    ],
    features: [
      'Made from soft, baby-safe materials.',
      'Gentle on delicate skin and easy to wash.',
      'Designed with busy parents in mind.',
      'Tested to international child-safety standards.',
      'A thoughtful gift for a naming ceremony or birthday.',
    ],
  },
  'Pet Supplies': {
    brands: ['PawPal', 'Happy Tails', 'Whisker & Co.', 'Furbright', 'Barkly'],
    lines: ['Comfort', 'Classic', 'Pro', 'Easy', 'Plus'],
    products: [
      item('Orthopaedic Dog Bed', 200, 600, { colours: 'basic', sizes: 'pet' }),
      item('Adjustable Dog Collar', 40, 120, { colours: 'bright', sizes: 'pet' }),
      item('Retractable Dog Leash', 80, 220),
      item('Cat Scratching Post', 150, 450),
      item('Stainless Steel Pet Bowls (2 Pack)', 50, 150),
      item('Automatic Pet Feeder', 350, 900),
      item('Pet Grooming Brush', 40, 120),
      item('Chew Toys Set', 50, 140),
      item('Pet Carrier Bag', 200, 500, { colours: 'basic' }),
      item('Covered Cat Litter Box', 150, 400),
      item('Dog Raincoat', 80, 200, { colours: 'bright', sizes: 'pet' }),
      item('Aquarium Filter', 100, 300),
      item('Bird Cage', 250, 700),
      item('Pet Water Fountain', 180, 450),
    ],
    features: [
      'Safe, non-toxic materials your pet can enjoy.',
      'Easy to clean and built to last.',
      'Keeps dogs and cats comfortable in the heat.',
      'Vet-recommended design.',
      'Suits small, medium and large breeds.',
    ],
  },
  Accessories: {
    brands: ['Oxblood', 'Duke & Bow', 'Sable', 'Ridgeway', 'Kofi & Co.'],
    lines: ['Classic', 'Urban', 'Signature', 'Travel', 'Slim'],
    products: [
      item('Leather Wallet', 80, 250, { colours: 'leather' }),
      item('Polarised Sunglasses', 80, 300, { colours: 'basic' }),
      item('Laptop Backpack', 200, 550, { colours: 'basic' }),
      item('Leather Belt', 80, 220, { colours: 'leather', sizes: 'belt' }),
      item('Crossbody Bag', 150, 400, { colours: 'fashion' }),
      item('Automatic Umbrella', 60, 180, { colours: 'basic' }),
      item('Baseball Cap', 50, 140, { colours: 'fashion' }),
      item('Silk Scarf', 70, 200, { colours: 'fashion' }),
      item('Travel Duffel Bag', 200, 550, { colours: 'basic' }),
      item('Key Organiser', 40, 120),
      item('Canvas Tote Bag', 100, 300, { colours: 'fashion' }),
      item('Card Holder', 40, 120, { colours: 'leather' }),
      item('Bucket Hat', 50, 140, { colours: 'fashion' }),
    ],
    features: [
      'Finishes off any outfit, from casual to formal.',
      'Durable materials and quality hardware.',
      'Plenty of room without the bulk.',
      'A smart gift for friends and family.',
      'Holds up to daily use on trotros and in traffic.',
    ],
  },
  'Toys & Games': {
    brands: ['PlayKraft', 'Funtopia', 'Little Legends', 'Brickworks', 'Oware House'],
    lines: ['Classic', 'Junior', 'Deluxe', 'Mega', 'Family'],
    products: [
      item('Building Blocks Set (500 pcs)', 150, 450),
      item('Remote Control Car', 200, 600, { colours: 'bright' }),
      item('Wooden Oware Board Game', 80, 250),
      item('1000-Piece Jigsaw Puzzle', 80, 200),
      item('Wireless Game Controller', 200, 500, { colours: 'basic' }),
      item('Plush Teddy Bear', 60, 200, { colours: 'bright' }),
      item('Mini Drone with Camera', 400, 1200),
      item('Ludo and Snakes & Ladders Set', 40, 120),
      item('Magnetic Drawing Board', 50, 140),
      item('Word Tiles Board Game', 100, 250),
      item('Play Kitchen Set', 300, 800),
      item('Fashion Doll with Accessories', 100, 300),
      item('Electric Toy Train Set', 200, 550),
      item('Speed Cube 3x3', 30, 100),
      item('Wooden Chess Set', 80, 300),
    ],
    features: [
      'Hours of screen-free fun for the whole family.',
      'Builds problem-solving and motor skills.',
      'Sturdy, child-safe materials with rounded edges.',
      'Great for birthdays and Christmas.',
      'Recommended for ages 3 and up.',
    ],
  },
  'Office & School': {
    brands: ['Scholar', 'Inkwell', 'DeskPro', 'Campus Craft', 'Paperleaf'],
    lines: ['Classic', 'Student', 'Pro', 'Essential', 'Smart'],
    products: [
      item('A4 Ruled Notebooks (5 Pack)', 40, 120),
      item('Gel Pens (12 Pack)', 30, 90),
      item('Scientific Calculator', 100, 280),
      item('School Backpack', 120, 350, { colours: 'basic' }),
      item('Ergonomic Office Chair', 900, 2500, { colours: 'basic' }),
      item('Desk Organiser', 70, 200),
      item('Whiteboard with Stand', 250, 650),
      item('Heavy-Duty Stapler Set', 40, 120),
      item('LED Desk Lamp', 100, 300, { colours: 'basic' }),
      item('Mathematical Set', 20, 60),
      item('A4 Laminator', 250, 600),
      item('Sticky Notes (12 Pads)', 25, 70),
      item('Document File Organiser', 60, 160),
      item('Wireless Inkjet Printer', 900, 2200),
      item('Paper Shredder', 400, 1100),
    ],
    features: [
      'Ready for WASSCE revision and long study sessions.',
      'Keeps a desk neat and everything within reach.',
      'Reliable quality for offices, schools and home study.',
      'Bulk orders welcome for schools and businesses.',
      'Smooth, comfortable to use all day.',
    ],
  },
  'Tools & Hardware': {
    brands: ['IronGrip', 'Forgeline', 'Buildwell', 'SteelHand', 'Anvilco'],
    lines: ['Pro', 'Heavy-Duty', 'Compact', 'Industrial', 'Max'],
    products: [
      item('Cordless Drill Driver 20V', 450, 1200),
      item('Socket Wrench Set (46 pcs)', 150, 450),
      item('Claw Hammer', 50, 140),
      item('Tape Measure 8 m', 30, 90),
      item('Precision Screwdriver Set', 60, 180),
      item('Angle Grinder', 350, 900),
      item('Digital Multimeter', 100, 300),
      item('Spirit Level 60 cm', 50, 140),
      item('Tool Box with Tray', 120, 320),
      item('Paint Roller Set', 50, 150),
      item('6-Way Extension Socket with Surge Protector', 80, 220),
      item('Auto-Darkening Welding Helmet', 250, 600),
      item('Work Gloves (3 Pairs)', 30, 90, { sizes: 'clothing' }),
      item('Steel Toe Safety Boots', 300, 700, { sizes: 'shoes' }),
      item('High-Pressure Washer', 900, 2500),
      item('Cordless Screwdriver', 200, 500),
    ],
    features: [
      'Built for artisans, fitters and weekend DIY alike.',
      'Hardened steel that keeps its edge.',
      'Comfortable rubber grip for long jobs.',
      'Comes in a case to keep everything organised.',
      'Protects your appliances from power surges.',
    ],
  },
  'Jewelry & Watches': {
    brands: ['Aurelia', 'Sterling Lane', 'Tempus', 'Oro & Bead', 'Gilded Ivy'],
    lines: ['Classic', 'Luxe', 'Signature', 'Royal', 'Minimal'],
    products: [
      item("Men's Chronograph Watch", 300, 1200, { colours: 'metal' }),
      item("Women's Rose Gold Watch", 250, 900),
      item('Sterling Silver Pendant Necklace', 150, 500),
      item('Gold-Plated Hoop Earrings', 60, 200, { colours: 'metal' }),
      item('Beaded Bracelet Set', 40, 140, { colours: 'bright' }),
      item('Stainless Steel Ring', 50, 180, { colours: 'metal', sizes: 'rings' }),
      item('Cubic Zirconia Stud Earrings', 60, 200, { colours: 'metal' }),
      item('Freshwater Pearl Necklace', 200, 600),
      item("Men's Digital Sports Watch", 120, 350, { colours: 'basic' }),
      item('Jewellery Box Organiser', 100, 300),
      item('Anklet Set', 40, 120, { colours: 'metal' }),
      item('Cufflinks and Tie Clip Set', 80, 250),
      item("Men's Cuban Link Chain", 150, 600, { colours: 'metal' }),
    ],
    features: [
      'Hypoallergenic and tarnish-resistant.',
      'Arrives in a gift box, ready for a special occasion.',
      'Elegant enough for weddings, simple enough for every day.',
      'Water-resistant for everyday wear.',
      'Polished by hand for a lasting shine.',
    ],
  },
  'Books & Media': {
    brands: ['Harmattan Press', 'Baobab Books', 'Sankofa Publishing', 'Lighthouse Editions', 'Adinkra Media'],
    lines: ['Illustrated', 'Classic', 'Deluxe', 'Pocket', 'Anniversary'],
    products: [
      item("Children's Story Book Collection (10 Books)", 120, 300),
      item('West African Cookbook', 120, 280),
      item('Small Business Handbook', 80, 220),
      item('Personal Finance Guide', 70, 180),
      item('Adult Colouring Book', 50, 140),
      item('Bluetooth Vinyl Record Player', 600, 1500),
      item('Highlife Classics Vinyl LP', 150, 400),
      item('6-inch E-Reader', 900, 2000),
      item('French Vocabulary Flashcards', 60, 160),
      item('Guided Devotional Journal', 80, 220),
      item("Kids' Activity Workbook Set", 60, 160),
      item('African Poetry Anthology', 70, 180),
      item('Gospel Classics CD Box Set', 100, 250),
      item('Cast Iron Bookends (Pair)', 80, 200),
    ],
    features: [
      'A great pick for readers of every age.',
      'Printed on quality paper with a durable binding.',
      'Perfect for the book club, the classroom or a quiet evening.',
      'Makes a thoughtful gift.',
      'Celebrates African stories, music and food.',
    ],
  },
  'Collectibles & Art': {
    brands: ['Jamestown Studio', 'Gallery Nine', 'Artisan Row', 'Kente Loom Art', 'Bronze & Clay'],
    lines: ['Heritage', 'Limited', 'Classic', 'Studio', 'Collector'],
    products: [
      item('Framed Canvas Wall Art', 200, 650),
      item('Hand-Carved Wooden Mask', 150, 500),
      item('Kente Pattern Art Print', 80, 250),
      item('Acrylic Paint Set (24 Colours)', 80, 220),
      item('Tabletop Artist Easel', 200, 550),
      item('Commemorative Coin Set', 150, 500),
      item('Ship in a Bottle Model', 150, 400),
      item('Bronze Figurine', 250, 800),
      item('Vintage-Style Desk Globe', 200, 550),
      item('Sketching Pencil Set', 50, 150),
      item('Wall Display Shelf', 200, 500),
      item('Adinkra Symbols Wall Plaque', 120, 350),
      item('Watercolour Paper Pad', 50, 140),
      item('Stamp Collecting Album', 80, 200),
    ],
    features: [
      'A striking centrepiece for a living room or office.',
      'Inspired by Ghanaian craft traditions.',
      'Carefully packed so it arrives in perfect condition.',
      'Artist-grade quality at an everyday price.',
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
  /** Two sentences from the category's features. */
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
