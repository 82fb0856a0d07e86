import { PolicyPage, type PolicySection } from '@web/components/layout/policy-page';
import { CONTACT, SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

export const PRIVACY_UPDATED = '23 November 2026';

/**
 * What the shop really keeps (src/server/db/schema.ts) and for how long (the clean-up job,
 * src/server/jobs/clean-up.ts): keep this text true when either changes.
 */
const SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {SITE_NAME} is an online shop and delivery service based in {CONTACT.location}. We are the data
          controller for the personal data you give us on this website, and we handle it under Ghana's{' '}
          <strong>Data Protection Act, 2012 (Act 843)</strong>.
        </p>
        <p>
          Questions about your data go to <a href={CONTACT.emailHref}>{CONTACT.email}</a> or{' '}
          <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store and why',
    body: (
      <>
        <p>We only keep what we need to sell, deliver and answer you:</p>
        <ul>
          <li>
            <strong>Your account</strong>: name, e-mail address, the phone number and delivery addresses you
            save on your account page, and a scrambled (hashed) form of your password, never the password
            itself. We use it to sign you in, to show your orders, cart and wishlist, and to fill in your
            details at checkout.
          </li>
          <li>
            <strong>Your orders</strong>: what you bought, the price, the delivery name, phone number, address
            and notes, and each change of status. We need them to deliver, to answer questions and for our
            accounts.
          </li>
          <li>
            <strong>Your requests and forms</strong>: deliveries, DHL pickups, Shop &amp; Ship, Shop for Me,
            insurance, vendor and driver or rider applications, and messages to support, with the contact
            details you typed. Each has a reference so that you and our team can follow it.
          </li>
          <li>
            <strong>Payment references</strong>: for online payments we keep the payment reference, the
            amount, the method (Mobile Money or card) and whether it succeeded. Your card number and Mobile
            Money PIN go to the payment provider only; we never see or store them.
          </li>
          <li>
            <strong>E-mails and text messages we send you</strong>: a copy of each e-mail and SMS (account
            verification, password reset, order confirmations and updates, request references) is kept with
            its delivery status, so that nothing is lost and we can see that it went out. Text messages go
            through an SMS provider in Ghana, which receives your phone number and the message.
          </li>
          <li>
            <strong>Sign-in sessions</strong>: a cookie that keeps you signed in, with the device's network
            address and browser name, so that a stolen session can be recognised and ended.
          </li>
          <li>
            <strong>Abuse protection</strong>: short counters of how often an address or account tried to sign
            in or send a form, so that nobody can guess passwords or flood our inbox.
          </li>
        </ul>
        <p>
          We do not sell your data, we do not show advertising, and we use no advertising or tracking cookies.
          The only cookie is the sign-in cookie. The checkout keeps what you typed in your own browser tab
          until you close it, so that a reload does not lose it.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees it',
    body: (
      <>
        <p>
          Our staff see what they need to handle your order or request. We share only what each partner needs
          to do its part:
        </p>
        <ul>
          <li>the rider or driver delivering to you: your name, phone number and delivery address;</li>
          <li>the payment provider: the amount, your e-mail or phone number and the payment reference;</li>
          <li>
            suppliers and shippers abroad for drop-shipping and Shop &amp; Ship: the items and the shipping
            details they need (our warehouse address, not yours, wherever possible);
          </li>
          <li>DHL, for a DHL pickup you booked: the sender and receiver details of the shipment.</li>
        </ul>
        <p>We give data to the authorities only when Ghanaian law obliges us to.</p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Sign-in sessions</strong>: until you sign out or the session expires (7 days after your last
          visit); expired sessions are deleted within the hour.
        </li>
        <li>
          <strong>Verification and password-reset links</strong>: valid for 24 hours and one hour; deleted
          within the hour after they expire.
        </li>
        <li>
          <strong>Abuse-protection counters</strong>: deleted after one day.
        </li>
        <li>
          <strong>Orders, payment references and the e-mails and text messages about them</strong>: kept for
          as long as Ghana's tax and accounting rules require us to keep business records, then deleted.
        </li>
        <li>
          <strong>Your phone number and saved addresses</strong>: until you change or delete them on your
          account page, or your account is deleted.
        </li>
        <li>
          <strong>Requests, applications and messages</strong>: kept while we handle them and for up to two
          years after, so that we can answer a question about them; sooner on request.
        </li>
        <li>
          <strong>Your account</strong>: until you ask us to delete it.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Data Protection Act, 2012 you may:</p>
        <ul>
          <li>ask what personal data we hold about you and get a copy;</li>
          <li>have wrong or incomplete data corrected;</li>
          <li>have your data deleted when we no longer need it, or object to how we use it;</li>
          <li>refuse marketing messages at any time (we only send messages about your own orders).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'deletion',
    title: 'How to have your data deleted',
    body: (
      <>
        <p>
          Write to <a href={CONTACT.emailHref}>{CONTACT.email}</a> from the e-mail address of your account (or
          call <a href={CONTACT.phoneHref}>{CONTACT.phone}</a> with an order or request reference). We confirm
          it is you, then delete your account, sessions, cart and wishlist and the requests you sent within 30
          days, and tell you when it is done.
        </p>
        <p>
          Orders and payment records we must keep by law are kept until that period ends, detached from your
          account, and used for nothing else.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        The site is served over an encrypted connection, passwords are stored only in hashed form, the sign-in
        cookie cannot be read by scripts, and only staff with an administrator account can see orders and
        requests; every change they make is logged.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <p>
        If we did not answer you well, please tell us first at <a href={CONTACT.emailHref}>{CONTACT.email}</a>
        . You also have the right to complain to the <strong>Data Protection Commission</strong> of Ghana, the
        authority that oversees the Data Protection Act. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

/** /privacy: what the shop stores about people, why, for how long and how to have it deleted. */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <PolicyPage
      title="Privacy Policy"
      description={`What ${SITE_NAME} stores about you, why, for how long, and how to see it or have it deleted.`}
      icon={ShieldCheck}
      updated={PRIVACY_UPDATED}
      sections={SECTIONS}
    />
  );
}
