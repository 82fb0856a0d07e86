import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ServiceSteps } from '@web/features/requests/components/service-steps';
import { ShopForMeForm } from '@web/features/requests/components/shop-for-me-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ClipboardList, PhoneCall, ShoppingBasket, Truck } from 'lucide-react';
import { Link } from 'react-router';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Send your list',
    text: 'Tell us what to buy, at which market or shop, your budget and when to deliver.',
  },
  {
    icon: PhoneCall,
    title: 'We confirm',
    text: 'We call you to go over your list and the service fee before we shop.',
  },
  {
    icon: ShoppingBasket,
    title: 'We shop for you',
    text: 'Our shopper picks fresh foodstuffs and groceries at the place you chose.',
  },
  {
    icon: Truck,
    title: 'Delivered, then you pay',
    text: 'We bring everything to your door in your delivery window. You pay on delivery.',
  },
] as const;

/** /shop-for-me (docs/product/services.md, "Shop for Me"): a personal shopping run for groceries and foodstuffs in Ghana. */
export function ShopForMePage() {
  useDocumentTitle('Shop for Me');
  return (
    <>
      <PageHeader
        title="Shop for Me"
        description="Too busy for the market? Send us your list: we buy your groceries and foodstuffs at the market or shop of your choice and deliver them to your door."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-flag-red text-white shadow-sm">
            <ShoppingBasket className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid items-start gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_22rem]">
        <ShopForMeForm />
        <aside aria-label="About Shop for Me">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">How it works</CardTitle>
            </CardHeader>
            <CardContent>
              <ServiceSteps steps={STEPS} />
              <p className="mt-6 border-t border-stone-100 pt-4 text-sm text-stone-600">
                Already sent a list?{' '}
                <Link to="/track" className="font-semibold text-brand-700 hover:underline">
                  Track your request
                </Link>
                .
              </p>
            </CardContent>
          </Card>
        </aside>
      </Container>
    </>
  );
}
