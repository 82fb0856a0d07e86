import { SHOP_AND_SHIP_ORIGINS, type ShopAndShipOrigin } from '@shared/requests/shop-and-ship-options';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Clock, MessageSquareQuote, PackageCheck, Plane, Send } from 'lucide-react';
import { Link } from 'react-router';
import { ServiceSteps } from './service-steps';

/** Beside a Shop & Ship form: how the service works and the delivery times of its urgency choices. */
export function ShopAndShipAside({ origin }: { origin: ShopAndShipOrigin }) {
  const { country, urgencies } = SHOP_AND_SHIP_ORIGINS[origin];
  const steps = [
    {
      icon: Send,
      title: 'Send your request',
      text: 'Tell us what you want, with links or a description, and how soon you need it.',
    },
    {
      icon: MessageSquareQuote,
      title: 'Get a quote',
      text: 'We reply within 24 hours with the price of your order, shipping included.',
    },
    {
      icon: Plane,
      title: 'We buy and ship',
      text: `Once you accept, we buy from the seller in ${country} and ship your order to Ghana.`,
    },
    {
      icon: PackageCheck,
      title: 'Delivered to you',
      text: 'Your order comes to your address. Follow it at any time with your reference.',
    },
  ];
  return (
    <aside className="flex flex-col gap-6" aria-label="About Shop and Ship">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">How it works</CardTitle>
        </CardHeader>
        <CardContent>
          <ServiceSteps steps={steps} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Clock className="size-5 text-brand-700" aria-hidden="true" />
            Delivery times
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          <ul className="flex flex-col gap-2">
            {urgencies.map(({ value, label }) => (
              <li key={value} className="rounded-lg bg-stone-50 px-3 py-2 font-medium text-stone-800">
                {label}
              </li>
            ))}
          </ul>
          <p className="text-stone-600">
            Already sent a request?{' '}
            <Link to="/track" className="font-semibold text-brand-700 hover:underline">
              Track it here
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </aside>
  );
}
