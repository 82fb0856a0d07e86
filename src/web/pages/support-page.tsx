import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Button, buttonVariants } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { CONTACT, SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import {
  ChevronDown,
  ChevronRight,
  CircleHelp,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MessageCircle,
  Phone,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const FAQ_ID = 'faq';
const FAQ_HEADING_ID = 'faq-heading';

/** The common support topics, each with the page that handles it. */
const TOPICS = [
  { to: '/track', title: 'Track a request', text: 'Status of a delivery, shipment or request' },
  { to: '/delivery', title: 'Send a parcel in Ghana', text: 'Pickup and delivery between cities' },
  { to: '/dhl-shipping', title: 'Ship abroad with DHL', text: 'Pickup, quote and international shipping' },
  { to: '/orders', title: 'My orders', text: 'Deal orders, pay on delivery and payments' },
  { to: '/shop-ship-usa', title: 'Buy from the USA', text: 'Shop & Ship from American stores' },
  { to: '/shop-ship-china', title: 'Buy from China', text: 'Shop & Ship in bulk or single items' },
  { to: '/shop-ship-dubai', title: 'Buy from Dubai', text: 'Shop & Ship from stores in Dubai' },
  { to: '/shop-for-me', title: 'Shop for Me', text: 'Groceries and foodstuffs bought for you' },
  { to: '/insurance', title: 'Insurance', text: 'Motor, travel, property, life and health' },
  { to: '/vendors', title: `Sell on ${SITE_NAME}`, text: 'Register your business as a vendor' },
  { to: '/driver-rider-application', title: 'Drive or ride with us', text: 'Apply as a driver or rider' },
  { to: '/contact', title: 'Something else', text: 'Send us a message' },
] as const;

interface Faq {
  question: string;
  answer: ReactNode;
}

const FAQS: readonly Faq[] = [
  {
    question: 'How do I order a flash deal?',
    answer: (
      <>
        Open the deal, choose the quantity and tap <strong>Buy Now</strong>. Enter your name, phone number and
        delivery address and confirm. You need a free account to order; we then call you to confirm the
        delivery details.
      </>
    ),
  },
  {
    question: 'Can I pay on delivery?',
    answer: (
      <>
        Yes. Flash deal orders are paid on delivery: you pay when your order arrives. Local delivery requests
        can also be paid on delivery, by Mobile Money or by card. Products shipped from the USA and China are
        paid online when you order.
      </>
    ),
  },
  {
    question: 'How long does delivery take for products from the USA or China?',
    answer: (
      <>
        Products from our USA and China catalogue arrive in 24-30 days. Each product page shows its own
        shipping time. Shop & Ship requests depend on the urgency you choose, from a few days (urgent) to a
        few weeks (standard).
      </>
    ),
  },
  {
    question: 'Which payment methods do you accept?',
    answer: (
      <>
        Mobile Money (MTN MoMo, Telecel Cash and AT Money), Visa and Mastercard cards, and cash on delivery
        for flash deals and local deliveries. Online payments are processed securely by our payment provider;
        we never see or store your card number.
      </>
    ),
  },
  {
    question: 'Can I return an item or get my money back?',
    answer: (
      <>
        Yes. Check your order when it arrives and refuse anything damaged or wrong. Faulty, damaged or wrong
        items can be returned within 7 days of delivery, and money paid by Mobile Money or card goes back the
        same way. Read our{' '}
        <Link to="/returns" className="font-semibold text-brand-700 hover:underline">
          returns and refunds policy
        </Link>{' '}
        for flash deals and for products from the USA and China.
      </>
    ),
  },
  {
    question: 'What do you do with my personal data?',
    answer: (
      <>
        We keep only what we need to deliver your orders and answer your requests, never sell it, and delete
        it on request, as Ghana's Data Protection Act, 2012 requires. Our{' '}
        <Link to="/privacy" className="font-semibold text-brand-700 hover:underline">
          privacy policy
        </Link>{' '}
        says what we store, why, for how long and how to have it deleted.
      </>
    ),
  },
  {
    question: 'How do I track my delivery or request?',
    answer: (
      <>
        Every request you send us gets a reference such as <span className="font-mono">DLV-7K3Q9M</span>. It
        is shown when you submit the form and is in your confirmation e-mail. Enter it on{' '}
        <Link to="/track" className="font-semibold text-brand-700 hover:underline">
          Track a request
        </Link>{' '}
        with the phone number or e-mail you gave us.
      </>
    ),
  },
  {
    question: 'How do I become a vendor?',
    answer: (
      <>
        Sign in, then fill in the{' '}
        <Link to="/vendors" className="font-semibold text-brand-700 hover:underline">
          vendor registration
        </Link>{' '}
        form with your business details and the categories you sell. Your profile is verified by our team
        before you start selling.
      </>
    ),
  },
  {
    question: 'How do I become a driver or rider?',
    answer: (
      <>
        Fill in the{' '}
        <Link to="/driver-rider-application" className="font-semibold text-brand-700 hover:underline">
          driver and rider application
        </Link>{' '}
        with your licence, vehicle and availability. We review every application and get back to you within
        2-3 business days.
      </>
    ),
  },
  {
    question: 'How quickly will you answer me?',
    answer: (
      <>
        We reply to every message and request within 24 hours. By phone and WhatsApp we are available Monday
        to Friday, 8AM to 6PM GMT, and Saturday, 9AM to 4PM.
      </>
    ),
  },
];

/** The FAQ comes into view and takes the focus, so keyboard and screen-reader users land in it too. */
function showFaq() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById(FAQ_ID)
    ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(FAQ_HEADING_ID)?.focus({ preventScroll: true });
}

/** /support (docs/product/shop-and-pages.md, "Support"): live chat, phone, e-mail, FAQ and the common support topics. */
export function SupportPage() {
  useDocumentTitle('Support');
  return (
    <>
      <PageHeader
        title="Support"
        description="We're here to help with orders, deliveries, shipping and your account. Choose how you'd like to reach us."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <LifeBuoy className="size-6" aria-hidden="true" />
          </span>
        }
      />

      <Container className="flex flex-col gap-12 py-8 sm:py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          <SupportCard
            icon={MessageCircle}
            title="Live Chat"
            description="Chat with our team on WhatsApp for quick answers."
            action={
              <a
                href={CONTACT.whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ className: 'w-full' })}
              >
                Start Chat
                <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
              </a>
            }
          >
            <p>WhatsApp {CONTACT.whatsapp}</p>
          </SupportCard>

          <SupportCard
            icon={Phone}
            title="Phone Support"
            description="Speak to someone in Accra."
            action={
              <a
                href={CONTACT.phoneHref}
                className={buttonVariants({ variant: 'outline', className: 'w-full' })}
              >
                Call us
              </a>
            }
          >
            <ul className="flex flex-col gap-1">
              <li>
                <a href={CONTACT.phoneHref} className="font-semibold text-stone-900 hover:text-brand-700">
                  {CONTACT.phone}
                </a>
              </li>
              <li>
                <a href={CONTACT.phone2Href} className="font-semibold text-stone-900 hover:text-brand-700">
                  {CONTACT.phone2}
                </a>
              </li>
            </ul>
            <p className="mt-2">Mon-Fri 8AM-6PM GMT</p>
            <p className="text-stone-500">International: call-back on request</p>
          </SupportCard>

          <SupportCard
            icon={Mail}
            title="Email Support"
            description="We respond within 24 hours."
            action={
              <a
                href={CONTACT.emailHref}
                className={buttonVariants({ variant: 'outline', className: 'w-full' })}
              >
                Send an e-mail
              </a>
            }
          >
            <a
              href={CONTACT.emailHref}
              className="font-semibold break-all text-stone-900 hover:text-brand-700"
            >
              {CONTACT.email}
            </a>
          </SupportCard>

          <SupportCard
            icon={CircleHelp}
            title="FAQ"
            description="Answers to the questions we hear most."
            action={
              <Button variant="outline" className="w-full" aria-controls={FAQ_ID} onClick={showFaq}>
                View FAQ
              </Button>
            }
          >
            <p>Orders, payments, delivery times, tracking and more.</p>
          </SupportCard>
        </ul>

        <section aria-labelledby="topics-heading">
          <h2 id="topics-heading" className="text-2xl font-extrabold tracking-tight text-stone-900">
            Common support topics
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {TOPICS.map((topic) => (
              <li key={topic.to}>
                <Link
                  to={topic.to}
                  className="group flex h-full items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-xs transition hover:border-brand-300 hover:bg-brand-50/40"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">{topic.title}</span>
                    <span className="block text-sm text-stone-600">{topic.text}</span>
                  </span>
                  <ChevronRight
                    className="size-5 shrink-0 text-stone-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section id={FAQ_ID} aria-labelledby={FAQ_HEADING_ID} className="scroll-mt-24">
          <h2
            id={FAQ_HEADING_ID}
            tabIndex={-1}
            className="text-2xl font-extrabold tracking-tight text-stone-900 outline-none"
          >
            Frequently asked questions
          </h2>
          <div className="mt-6 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {FAQS.map((faq) => (
              <details key={faq.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="px-5 pb-5 text-sm leading-relaxed text-stone-700">{faq.answer}</div>
              </details>
            ))}
          </div>
          <p className="mt-6 text-sm text-stone-600">
            Didn't find your answer?{' '}
            <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
              Send us a message
            </Link>{' '}
            and we'll get back to you within 24 hours.
          </p>
        </section>
      </Container>
    </>
  );
}

function SupportCard({
  icon: Icon,
  title,
  description,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-lg">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-stone-700">{children}</CardContent>
        <CardFooter>{action}</CardFooter>
      </Card>
    </li>
  );
}
