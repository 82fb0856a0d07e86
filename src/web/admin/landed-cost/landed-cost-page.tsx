import { formatDateTime } from '@shared/dates';
import {
  DUTY_BANDS,
  DUTY_CATEGORIES,
  type DutyCategory,
  LANDED_COST_CURRENCIES,
  LANDED_COST_ORIGINS,
  type LandedCostCurrency,
  type LandedCostRates,
  type LandedCostRatesResponse,
  LEVIES,
  type LevyKey,
  ORIGIN_LABELS,
} from '@shared/requests/landed-cost';
import type { ShopAndShipOrigin } from '@shared/requests/shop-and-ship-options';
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { Banknote, Landmark, Percent, Plane } from 'lucide-react';
import { useAdminLandedCostRates } from '../api/get-landed-cost-rates';
import { useUpdateLandedCostRates } from '../api/update-landed-cost-rates';
import { AdminLayout } from '../components/admin-layout';

/** The rates as the form's inputs hold them: text. */
interface RatesFormValues {
  asOf: string;
  exchangeRates: Record<LandedCostCurrency, string>;
  freightPerKg: Record<ShopAndShipOrigin, string>;
  dutyBands: Record<DutyCategory, string>;
  levies: Record<LevyKey, string>;
}

const rules = lazyZodResolver<RatesFormValues, LandedCostRates>(() =>
  import('@shared/requests/landed-cost-schemas').then((module) => module.landedCostRatesSchema),
);

const text = <Key extends string>(record: Record<Key, number>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)])) as Record<
    Key,
    string
  >;

const toFormValues = (rates: LandedCostRates): RatesFormValues => ({
  asOf: rates.asOf,
  exchangeRates: text(rates.exchangeRates),
  freightPerKg: text(rates.freightPerKg),
  dutyBands: text(rates.dutyBands),
  levies: text(rates.levies),
});

const BAND_OPTIONS = DUTY_BANDS.map((band) => ({ value: String(band), label: `${band}%` }));

/** /admin/landed-cost: the rates of the Shop & Ship estimate (docs/decisions/042). */
export function LandedCostPage() {
  const rates = useAdminLandedCostRates();
  return (
    <AdminLayout
      title="Landed Cost Rates"
      description="The exchange rates, freight, duty bands and levies the Shop & Ship pages estimate with."
    >
      {rates.isPending ? (
        <Spinner label="Loading the rates…" />
      ) : rates.isError ? (
        <div role="alert" className="text-center">
          <p className="text-stone-700">{errorMessage(rates.error, 'The rates could not be loaded.')}</p>
          <Button className="mt-4" variant="outline" onClick={() => rates.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <RatesForm key={rates.data.updatedAt ?? 'defaults'} saved={rates.data} />
      )}
    </AdminLayout>
  );
}

function RatesForm({ saved }: { saved: LandedCostRatesResponse }) {
  const update = useUpdateLandedCostRates();
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: toFormValues(saved.rates),
    send: update.mutateAsync,
    messages: { failureTitle: 'Error', failure: 'Failed to save the rates. Please try again.' },
    toastFieldErrors: true,
    onSuccess: () => toast.success('Rates saved'),
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={rules.preload}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Landed cost rates"
    >
      <p className="text-sm text-stone-600">
        {saved.updatedAt
          ? `Last saved ${formatDateTime(saved.updatedAt)}.`
          : 'These are the defaults: no admin has saved rates yet.'}{' '}
        Every change is recorded in the activity log.
      </p>
      <FormSection
        title="Date and exchange rates"
        icon={Banknote}
        description="GH₵ for one unit of each currency."
      >
        <TextField
          label="Date of the rates"
          type="date"
          required
          hint="Shown beside every estimate."
          className="sm:col-span-2"
          {...field('asOf')}
        />
        {LANDED_COST_CURRENCIES.map((currency) => (
          <TextField
            key={currency}
            label={`GH₵ per ${currency}`}
            inputMode="decimal"
            autoComplete="off"
            required
            {...field(`exchangeRates.${currency}`)}
          />
        ))}
      </FormSection>
      <FormSection title="Freight" icon={Plane} description="GH₵ per kg, by origin.">
        {LANDED_COST_ORIGINS.map((origin) => (
          <TextField
            key={origin}
            label={`Freight from ${ORIGIN_LABELS[origin]} (GH₵ per kg)`}
            inputMode="decimal"
            autoComplete="off"
            required
            {...field(`freightPerKg.${origin}`)}
          />
        ))}
      </FormSection>
      <FormSection
        title="Import duty bands"
        icon={Landmark}
        description="Percent of CIF (item cost + freight), by category."
      >
        {DUTY_CATEGORIES.map((category) => (
          <SelectField
            key={category.value}
            label={category.label}
            options={BAND_OPTIONS}
            {...field(`dutyBands.${category.value}`)}
          />
        ))}
      </FormSection>
      <FormSection
        title="Levies and VAT"
        icon={Percent}
        description="Percent. ECOWAS, AU and EXIM on CIF; NHIL, GETFund and COVID-19 on the duty-paid value; VAT on that value plus those levies."
      >
        {LEVIES.map((levy) => (
          <TextField
            key={levy.key}
            label={`${levy.label} (%)`}
            inputMode="decimal"
            autoComplete="off"
            required
            {...field(`levies.${levy.key}`)}
          />
        ))}
      </FormSection>
      <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {isSubmitting ? 'Saving…' : 'Save rates'}
      </Button>
    </form>
  );
}
