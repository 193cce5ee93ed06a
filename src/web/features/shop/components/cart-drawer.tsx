import { formatCents } from '#shared/money';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CartAction, CartState } from '#shared/shop/cart';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/features/auth/api/get-session';
import { bindText } from '#web/lib/bind-text';
import { useGoTo } from '#web/lib/use-go-to';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useStartCheckout } from '../api/start-checkout';
import { TestModeBanner } from './test-mode-banner';

/**
 * A removed item takes its buttons with it: focus goes to what is left of the list, or to the
 * words that say the cart is empty, rather than out of the drawer onto the page behind it.
 */
function useFocusAfterRemove(cart: CartState) {
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const count = cart.items.length;
  const before = useRef(count);
  useEffect(() => {
    if (cart.isOpen && count < before.current) (count === 0 ? empty : list).current?.focus();
    before.current = count;
  }, [cart.isOpen, count]);
  return { list, empty };
}

/** Spec 3 and 4: the cart in a drawer that toggles, its total shown; checkout sends ids and quantities only. */
export function CartDrawer({ cart, dispatch }: { cart: CartState; dispatch: (action: CartAction) => void }) {
  const { user } = useSession();
  const config = usePaymentsConfig();
  const checkout = useStartCheckout();
  const goTo = useGoTo();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const fieldError = (field: string) =>
    checkout.error instanceof ApiError ? checkout.error.fieldErrors.find((e) => e.field === field)?.message : undefined;
  const otherError = checkout.error && !fieldError('email') && !fieldError('discountCode') ? (checkout.error as Error).message : null;
  const focusAfterRemove = useFocusAfterRemove(cart);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.mutate(
      {
        items: cart.items.map((i) => ({ productId: i.id as never, quantity: i.quantity })),
        ...(user ? {} : { email: email.trim() }),
        ...(code.trim() ? { discountCode: code.trim() } : {}),
      },
      {
        onSuccess: ({ url }) => goTo(url),
      },
    );
  };

  return (
    <Dialog
      side="right"
      open={cart.isOpen}
      onOpenChange={(open) => open !== cart.isOpen && dispatch({ type: 'toggle' })}
      title="Your cart"
      description={cart.items.length === 0 ? undefined : 'Check your items, then continue to payment.'}
    >
      <div className="flex flex-col gap-5">
        {config.data?.mode === 'test' && <TestModeBanner />}
        {cart.items.length === 0 && (
          <>
            <p ref={focusAfterRemove.empty} tabIndex={-1} className="text-muted-foreground outline-none">
              Your cart is empty.
            </p>
            <Button variant="outline" className="self-start" onClick={() => dispatch({ type: 'toggle' })}>
              Keep browsing
            </Button>
          </>
        )}
        {cart.items.length > 0 && (
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <ul ref={focusAfterRemove.list} tabIndex={-1} aria-label="Items in your cart" className="flex flex-col gap-3 outline-none">
              {cart.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-3">
                  <span className="min-w-0 flex-1">{item.title}</span>
                  <span className="flex items-center gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`One fewer ${item.title}`}
                      onClick={() => dispatch({ type: 'setQuantity', id: item.id, quantity: item.quantity - 1 })}
                    >
                      <Minus aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                    <span aria-label={`Quantity of ${item.title}`} className="w-6 text-center tabular-nums">
                      {item.quantity}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`One more ${item.title}`}
                      onClick={() => dispatch({ type: 'add', item })}
                    >
                      <Plus aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${item.title}`}
                      onClick={() => dispatch({ type: 'remove', id: item.id })}
                    >
                      <Trash2 aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                  </span>
                  <span className="w-16 text-right tabular-nums">{formatCents(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between text-lg font-semibold">
              <span>Total</span>
              <span className="tabular-nums" aria-label={`Total ${formatCents(cart.total)}`}>
                {formatCents(cart.total)}
              </span>
            </p>
            {!user && (
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                {...bindText(email, setEmail)}
                error={fieldError('email')}
                hint="For your receipt and downloads. If you make an account with this address, your purchases appear in My Purchases."
              />
            )}
            <TextField
              label="Discount code (optional)"
              name="discountCode"
              {...bindText(code, setCode)}
              error={fieldError('discountCode')}
              autoComplete="off"
            />
            {otherError && <Notice tone="error">{otherError}</Notice>}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" pending={checkout.isPending}>
                {checkout.isPending ? 'Starting checkout...' : 'Checkout'}
              </Button>
              <Button variant="outline" onClick={() => dispatch({ type: 'clear' })}>
                Empty cart
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">The total is confirmed on the next page, priced by us, not by your browser.</p>
          </form>
        )}
      </div>
    </Dialog>
  );
}
