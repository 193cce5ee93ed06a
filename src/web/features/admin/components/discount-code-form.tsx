import { SubmitButton } from '#web/components/submit-button';
import { CheckboxField, TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { PRODUCTS } from '#shared/shop/catalogue';
import type { DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { describeFailure } from '#web/lib/server-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useSaveDiscountCode } from '../api/save-discount-code';
import { DiscountCodeForm as Rules, discountFormOf, emptyDiscountForm, productField } from './discount-code-rules';

const KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'amount', label: 'Amount off (USD)' },
] as const;

/**
 * A new code, or new terms for an existing one (`editing`): percent or amount off, which products,
 * the most redemptions and an expiry. Field errors from the same rules as the server's.
 */
export function DiscountCodeForm({ editing, onSaved }: { editing?: DiscountCodeView; onSaved?: (code: DiscountCodeView) => void }) {
  const form = useZodForm(Rules, editing ? discountFormOf(editing) : emptyDiscountForm());
  const save = useSaveDiscountCode();
  const percent = form.values.kind === 'percent';
  const onSubmit = form.handleSubmit(
    async (draft) => {
      const code = await save.mutateAsync({ id: editing?.id ?? null, draft });
      if (!editing) form.setValues(emptyDiscountForm());
      form.setNotice({
        tone: 'success',
        message: editing ? `Saved the new terms of ${code.code}.` : `Code ${code.code} is ready to share.`,
      });
      onSaved?.(code);
    },
    describeFailure(editing ? 'We could not save the code. Please try again.' : 'We could not create the code. Please try again.'),
  );

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-3xl gap-5 md:grid-cols-2"
      aria-label={editing ? `Edit ${editing.code}` : 'New discount code'}
    >
      <TextField
        label="Code"
        hint={
          editing ? 'The letters of a code do not change once made.' : 'What buyers type: 3 to 40 letters, numbers, hyphens or underscores.'
        }
        autoComplete="off"
        disabled={Boolean(editing)}
        {...form.text('code')}
      />
      <SelectField label="Discount" options={KINDS} {...form.text('kind')} />
      {percent ? (
        <TextField
          label="Percent off"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          hint="A whole number from 1 to 100."
          {...form.text('percentOff')}
        />
      ) : (
        <TextField
          label="Amount off (USD)"
          inputMode="decimal"
          hint="For example 10 or 7.50, taken off the items it is for."
          {...form.text('amountOffCents')}
        />
      )}
      <TextField
        label="Maximum redemptions (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Paid orders that may use it. Leave empty for no limit."
        {...form.text('maxRedemptions')}
      />
      <TextField label="Expires (optional)" type="datetime-local" hint="In your local time." {...form.text('expiresAt')} />
      <fieldset className="flex flex-col gap-2 md:col-span-2">
        <legend className="mb-1.5 font-semibold">Products</legend>
        <p className="text-sm text-muted-foreground">Tick none for every product.</p>
        {PRODUCTS.map((p) => (
          <CheckboxField key={p.id} label={p.title} {...form.checkbox(productField(p.id))} />
        ))}
      </fieldset>
      <LiveNotice notice={form.notice} className="md:col-span-2" />
      <div className="md:col-span-2">
        <SubmitButton busy={form.busy} busyLabel="Saving...">
          {editing ? 'Save changes' : 'Create code'}
        </SubmitButton>
      </div>
    </form>
  );
}
