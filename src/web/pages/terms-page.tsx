import { PolicyPage, type PolicySection } from '@web/components/layout/policy-page';
import { CONTACT, SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';

export const TERMS_UPDATED = '23 November 2026';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply when you use {SITE_NAME}, order from it or send us a request. {SITE_NAME} is run
          from {CONTACT.location}. By placing an order or sending a form you agree to them, and to our{' '}
          <Link to="/privacy">Privacy Policy</Link> and <Link to="/returns">Returns &amp; Refunds</Link>{' '}
          policy.
        </p>
        <p>We write them plainly. If something is unclear, ask us before you order.</p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          You need an account (free, with a verified e-mail address) to order flash deals and to keep a cart
          or wishlist. Products from the USA and China can be bought without one.
        </li>
        <li>Give your real name and a phone number we can reach you on: riders call before delivering.</li>
        <li>Keep your password to yourself; tell us at once if you think someone else used your account.</li>
        <li>We may close accounts used for fraud, fake orders or abuse of our staff or riders.</li>
      </ul>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and orders',
    body: (
      <ul>
        <li>
          Prices are in Ghana cedis (GH₵) and include the discounts shown. The price that counts is the one
          our server confirms when you place the order, not an old copy of the page.
        </li>
        <li>
          An order is a request to buy. It is accepted when we confirm it (flash deals: by phone; products
          from abroad: when your payment succeeds). If an item is out of stock or priced wrongly by mistake,
          we tell you and you pay nothing, or we refund you in full.
        </li>
        <li>Each order and request gets a reference (such as ORD-…, DSP-… or DLV-…); keep it.</li>
      </ul>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <ul>
        <li>
          <strong>Flash deals</strong> can be paid on delivery, in cash or by Mobile Money to the rider, or
          online when the checkout offers it.
        </li>
        <li>
          <strong>Online payments</strong>, and every order of products from the USA and China, are paid when
          you order, by Mobile Money (MTN MoMo, Telecel Cash, AT Money) or by card (Visa, Mastercard), through
          our payment provider. We never see your card number or PIN.
        </li>
        <li>
          Services such as deliveries, DHL shipping and Shop &amp; Ship are quoted before you pay anything.
        </li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <ul>
        <li>
          We deliver to all 16 regions of Ghana. Delivery is free on orders of ₵100 or more; below that, any
          fee is shown before you order.
        </li>
        <li>
          Products from abroad usually arrive in 24 to 30 days; the product page shows its own estimate.
          Delays at customs or with airlines can happen, and we keep your order page up to date.
        </li>
        <li>
          Someone must be reachable on the phone number given and present at the address to receive the order.
        </li>
      </ul>
    ),
  },
  {
    id: 'returns',
    title: 'Cancellations, returns and refunds',
    body: (
      <p>
        You can cancel a flash deal order while it is pending, and a paid order from abroad until we order it
        from the supplier. Faulty, damaged or wrong items can be returned within 7 days of delivery. The
        details, and how refunds are paid, are on <Link to="/returns">Returns &amp; Refunds</Link>.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Services, vendors, drivers and riders',
    body: (
      <ul>
        <li>
          Delivery, DHL, Shop &amp; Ship, Shop for Me and insurance requests are requests for a quote or a
          call: nothing is owed until you accept the price we give you. Insurance is provided by licensed
          insurers, not by {SITE_NAME}.
        </li>
        <li>
          Vendors are verified before they sell, and remain responsible for what they describe and supply.
        </li>
        <li>
          Driver and rider applicants confirm that the details they give are true and agree to a licence and
          background check before they start. Sending an application is not an offer of work.
        </li>
        <li>
          Do not ask us to ship anything that is illegal in Ghana or in the country it comes from, or that
          carriers refuse (weapons, drugs, flammable or perishable goods without prior agreement).
        </li>
      </ul>
    ),
  },
  {
    id: 'responsibility',
    title: 'Our responsibility',
    body: (
      <>
        <p>
          We take care to describe products correctly and to deliver on time. If we fail, we put it right by a
          replacement or a refund as set out in our returns policy. We are not responsible for delays caused
          by things outside our control, such as customs, strikes, floods or carrier failures, but we will
          tell you and help.
        </p>
        <p>Nothing in these terms limits the rights you have under the laws of Ghana.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date at the top says when. An order is governed by the terms shown when
        it was placed. These terms are governed by the laws of the Republic of Ghana. Questions:{' '}
        <a href={CONTACT.emailHref}>{CONTACT.email}</a>, <a href={CONTACT.phoneHref}>{CONTACT.phone}</a> or{' '}
        <Link to="/support">Support</Link>.
      </p>
    ),
  },
];

/** /terms: the terms of service of the shop, its services and its applications. */
export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <PolicyPage
      title="Terms of Service"
      description={`The rules for shopping, paying, delivery and requests on ${SITE_NAME}, in plain words.`}
      icon={FileText}
      updated={TERMS_UPDATED}
      sections={SECTIONS}
    />
  );
}
