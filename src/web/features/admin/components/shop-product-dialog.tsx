import { formatCents } from '#shared/money';
import { useState } from 'react';
import { z } from 'zod';
import { type AdminProduct, ProductChangeInput } from '#shared/contracts/shop-catalogue-admin';
import { dollarsToCents, OFFER_MESSAGES } from '#shared/shop/offers';
import { Button } from '#web/components/ui/button';
import { SubmitButton } from '#web/components/submit-button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { formatDateTime } from '#web/lib/dates';
import { describeFailure, errorText } from '#web/lib/server-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useChangeShopProduct } from '../api/change-shop-product';

/** The price form: dollars as typed, sent as whole cents under the server's rules. */
const PriceForm = z.object({ priceCents: z.string() }).transform((form, ctx) => {
  const cents = dollarsToCents(form.priceCents);
  const parsed = ProductChangeInput.safeParse({ priceCents: cents });
  if (!Number.isNaN(cents) && parsed.success) return parsed.data;
  const message = Number.isNaN(cents)
    ? OFFER_MESSAGES.price_not_whole
    : (parsed.error?.issues[0]?.message ?? OFFER_MESSAGES.price_not_whole);
  ctx.addIssue({ code: 'custom', path: ['priceCents'], message });
  return z.NEVER;
});

/** What changed, said plainly: "$47 → $39", "taken off sale". */
export function changeText(change: AdminProduct['changes'][number]): string {
  const parts = [];
  if (change.fromPriceCents !== change.toPriceCents)
    parts.push(`price ${formatCents(change.fromPriceCents)} → ${formatCents(change.toPriceCents)}`);
  if (change.fromAvailable !== change.toAvailable) parts.push(change.toAvailable ? 'put back on sale' : 'taken off sale');
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One product's price, availability and the history of both (who changed what, and when). */
export function ShopProductDialogBody({ product }: { product: AdminProduct }) {
  const change = useChangeShopProduct();
  const form = useZodForm(PriceForm, { priceCents: (product.priceCents / 100).toFixed(2) });
  const [availability, setAvailability] = useState<NoticeContent | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    const saved = await change.mutateAsync({ productId: product.id, change: input });
    form.setNotice({ tone: 'success', message: `${product.title} now costs ${formatCents(saved.priceCents)}.` });
  }, describeFailure('We could not change the price. Please try again.'));

  const toggle = () => {
    setAvailability(null);
    change.mutate(
      { productId: product.id, change: { available: !product.available } },
      {
        onSuccess: (saved) =>
          setAvailability({
            tone: 'success',
            message: saved.available
              ? `${product.title} is on sale again.`
              : `${product.title} is off sale. Checkout refuses it until you put it back.`,
          }),
        onError: (error) => setAvailability({ tone: 'error', message: errorText(error, 'We could not change that. Please try again.') }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label={`Price of ${product.title}`} className="flex flex-col gap-4">
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          autoComplete="off"
          hint={`The catalogue price is ${formatCents(product.cataloguePriceCents)}. Orders already made keep the price they were made at.`}
          {...form.text('priceCents')}
        />
        <LiveNotice notice={form.notice} />
        <div>
          <SubmitButton busy={form.busy} busyLabel="Saving...">
            Save price
          </SubmitButton>
        </div>
      </form>

      <section aria-label="Availability" className="flex flex-col gap-3">
        <p>
          {product.available
            ? 'On sale: buyers can add it to their cart and check out.'
            : 'Off sale: the shop shows it as unavailable and checkout refuses it.'}
        </p>
        <LiveNotice notice={availability} />
        <div>
          <Button variant="outline" onClick={toggle} pending={change.isPending}>
            {product.available ? 'Take off sale' : 'Put back on sale'}
          </Button>
        </div>
      </section>

      <section aria-labelledby={`history-${product.id}`}>
        <h3 id={`history-${product.id}`} className="font-semibold">
          Changes
        </h3>
        {product.changes.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No changes yet: the catalogue price, on sale.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2">
            {product.changes.map((c) => (
              <li key={c.at} className="text-sm">
                <span className="font-semibold">{changeText(c)}</span>
                <span className="block text-muted-foreground">
                  {c.by ?? 'A former staff member'}, {formatDateTime(c.at)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
