import { PolicyPage, type PolicySection } from '@web/components/layout/policy-page';
import { CONTACT, SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';

export const RETURNS_UPDATED = '23 November 2026';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'in-short',
    title: 'In short',
    body: (
      <ul>
        <li>
          Check your order when it arrives: you may refuse anything damaged or wrong, and pay nothing for it.
        </li>
        <li>Tell us within 7 days of delivery if an item is faulty, damaged, wrong or not as described.</li>
        <li>
          Money paid by Mobile Money or card comes back the same way, once we have the item back or have
          cancelled the order.
        </li>
        <li>
          Follow any return or refund on <Link to="/orders">My orders</Link> or{' '}
          <Link to="/track">Track a request</Link> with your reference.
        </li>
      </ul>
    ),
  },
  {
    id: 'deals',
    title: 'Flash deals (pay on delivery)',
    body: (
      <>
        <p>
          Flash deal orders are paid when they arrive. Open the parcel in front of the rider: if an item is
          damaged, wrong or missing, refuse it and pay only for the rest. The rider notes it and we follow it
          up with the vendor.
        </p>
        <p>
          You can cancel a deal order for free while it is still pending, before we confirm it with you. After
          delivery you may return an item within <strong>7 days</strong> if it is faulty or not as described,
          unused and in its original packaging. We collect it from you free of charge in the cities we deliver
          to, and refund you by Mobile Money within 5 business days of receiving it.
        </p>
        <p>
          A change of mind after delivery is welcome within 7 days for unused items in their packaging, but
          you bring or send the item back at your cost. Food, underwear, cosmetics that have been opened and
          items made to order cannot be returned for a change of mind.
        </p>
      </>
    ),
  },
  {
    id: 'dropshipping',
    title: 'Products shipped from the USA and China',
    body: (
      <>
        <p>
          Drop-shipped products are paid online when you order, and we buy them from the supplier abroad for
          you. That is why the rules differ from flash deals:
        </p>
        <ul>
          <li>
            <strong>Before we order from the supplier</strong> (status "Paid"), you can cancel and get the
            full amount back.
          </li>
          <li>
            <strong>Once ordered or shipped</strong>, we cannot stop the parcel. If it arrives damaged,
            faulty, wrong or not as described, tell us within <strong>7 days</strong> of delivery with a
            photo, and we refund you in full or send a replacement, as you prefer. You do not pay to send it
            back.
          </li>
          <li>
            <strong>If it never arrives</strong>, or we cannot deliver it (the supplier runs out of stock, the
            parcel is lost or held at customs through no fault of yours), we cancel the order and refund you
            in full.
          </li>
          <li>
            A change of mind after ordering is not accepted for drop-shipped items: shipping them back abroad
            costs more than most items are worth.
          </li>
        </ul>
        <p>
          The same applies to Shop &amp; Ship requests from the USA, China and Dubai, except that the item was
          chosen by you on another store: a return there follows that store's own policy, and we help you with
          it.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'How refunds are paid',
    body: (
      <>
        <ul>
          <li>
            <strong>Mobile Money</strong> (MTN MoMo, Telecel Cash, AT Money): back to the same wallet, usually
            within 1 to 3 business days after we approve the refund.
          </li>
          <li>
            <strong>Card</strong> (Visa or Mastercard): back to the same card; your bank may take 5 to 10
            business days to show it.
          </li>
          <li>
            <strong>Paid on delivery in cash</strong>: by Mobile Money to a number you give us.
          </li>
        </ul>
        <p>
          Refunds are for the full amount you paid, including any delivery fee, when the fault is ours or the
          supplier's. We send you an e-mail when the refund is on its way, and the order shows "Refunded".
        </p>
      </>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask for a return or refund',
    body: (
      <>
        <p>
          Call or WhatsApp us on <a href={CONTACT.whatsappHref}>{CONTACT.whatsapp}</a>, write to{' '}
          <a href={CONTACT.emailHref}>{CONTACT.email}</a>, or use the <Link to="/contact">contact form</Link>.
          Give your order reference (it starts with ORD- or DSP-), what is wrong and, where you can, a photo.
          We answer within 24 hours, Monday to Saturday.
        </p>
        <p>
          These rules do not take away the rights you have as a consumer under Ghanaian law. See also our{' '}
          <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];

/** /returns: returns, cancellations and refunds for flash deals and drop-shipping. */
export function ReturnsPage() {
  useDocumentTitle('Returns & Refunds');
  return (
    <PolicyPage
      title="Returns & Refunds"
      description={`How to cancel an order, return an item and get your money back from ${SITE_NAME}, for flash deals paid on delivery and products shipped from abroad.`}
      icon={RotateCcw}
      updated={RETURNS_UPDATED}
      sections={SECTIONS}
    />
  );
}
