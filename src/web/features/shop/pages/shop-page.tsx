import { formatCents } from '#shared/money';
import { ShoppingBag } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { CartAction } from '#shared/shop/cart';
import { PRODUCTS, type Product, productBySlug } from '#shared/shop/catalogue';
import type { Offer } from '#shared/shop/offers';
import { Button } from '#web/components/ui/button';
import { PageSection } from '#web/components/page-section';
import { CartDrawer } from '../components/cart-drawer';
import { IncludedNote, useIncludedIn } from '../components/included-guides';
import { ProductCover } from '../components/product-cover';
import { ProductReviewsSection } from '../components/product-reviews';
import { useCart } from '../lib/use-cart';
import { useOffers } from '../lib/use-offers';

/** /refill-shop and /refill-shop/<product>: the catalogue, each product's page, and the cart drawer. */
export function ShopPage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/')[2];
  const [cart, dispatch] = useCart();
  const offerOf = useOffers(cart, dispatch);
  const product = slug ? productBySlug(slug) : undefined;
  if (slug && !product) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-14">
        <h1 className="text-3xl font-semibold">Page Not Found</h1>
        <p className="mt-4">
          We could not find that product.{' '}
          <Link to="/refill-shop" className="text-primary underline underline-offset-4">
            See everything in the Refill Shop
          </Link>
          .
        </p>
      </div>
    );
  }
  const count = cart.items.reduce((n, i) => n + i.quantity, 0);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        {product ? (
          <Link to="/refill-shop" className="text-primary underline underline-offset-4">
            Back to the Refill Shop
          </Link>
        ) : (
          <h1 className="text-3xl font-semibold sm:text-4xl">The Refill Shop</h1>
        )}
        <Button variant="outline" aria-expanded={cart.isOpen} onClick={() => dispatch({ type: 'toggle' })}>
          <ShoppingBag aria-hidden="true" strokeWidth={1.75} />
          Cart ({count})
        </Button>
      </div>
      {product ? (
        <ProductDetail product={product} offer={offerOf(product)} dispatch={dispatch} />
      ) : (
        <Catalogue offerOf={offerOf} dispatch={dispatch} />
      )}
      <CartDrawer cart={cart} dispatch={dispatch} />
    </div>
  );
}

function addToCart(dispatch: (action: CartAction) => void, product: Product, offer: Offer, open = true) {
  dispatch({ type: 'add', item: { id: product.id, title: product.title, price: offer.priceCents } });
  if (open) dispatch({ type: 'toggle' });
}

/** A product staff took off sale cannot be added; it says so instead (checkout refuses it too). */
function AddButton({
  product,
  offer,
  dispatch,
  size,
  label,
}: {
  product: Product;
  offer: Offer;
  dispatch: (action: CartAction) => void;
  size: 'sm' | 'lg';
  label?: string;
}) {
  const included = useIncludedIn(product);
  // Nobody pays for what their membership already gives them: the guide is on My Purchases.
  if (included.all) return <IncludedNote {...included} />;
  if (!offer.available) return <p className="font-semibold text-muted-foreground">Not available right now</p>;
  return (
    <div className="flex flex-col items-start gap-2">
      <IncludedNote {...included} />
      <Button size={size} onClick={() => addToCart(dispatch, product, offer)} aria-label={label}>
        Add to cart
      </Button>
    </div>
  );
}

function Catalogue({ offerOf, dispatch }: { offerOf: (product: Product) => Offer; dispatch: (action: CartAction) => void }) {
  return (
    <>
      <p className="max-w-[65ch] text-lg text-muted-foreground">
        Ebooks, a workbook and printable cards to support your recovery, written with the same care as the rest of Recalibrate. They are for
        learning and reflection, never a replacement for medical care.
      </p>
      <ul aria-label="Products" className="mt-10 grid gap-6 sm:grid-cols-2">
        {PRODUCTS.map((product) => (
          <li key={product.id} className="flex gap-5 rounded-card border border-border bg-surface p-5 shadow-sm">
            <ProductCover product={product} size="sm" />
            <div className="flex min-w-0 flex-col gap-2">
              {/* A long word ("Autoimmunity:") beside the cover on a 320 px phone: hyphenated, or broken, to fit. */}
              <h2 className="text-xl font-semibold hyphens-auto wrap-anywhere">
                <Link to={`/refill-shop/${product.slug}`} className="hover:underline">
                  {product.title}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                {product.kind} · {product.pages} pages · {formatCents(offerOf(product).priceCents)}
              </p>
              <p>{product.summary}</p>
              <div className="mt-auto">
                <AddButton
                  size="sm"
                  product={product}
                  offer={offerOf(product)}
                  dispatch={dispatch}
                  label={`Add ${product.title} to cart`}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function ProductDetail({ product, offer, dispatch }: { product: Product; offer: Offer; dispatch: (action: CartAction) => void }) {
  return (
    <article className="flex flex-col gap-10">
      <div className="flex flex-col gap-8 sm:flex-row">
        <ProductCover product={product} />
        <div className="flex flex-col gap-4">
          <p className="text-sm uppercase tracking-widest text-muted-foreground">{product.kind}</p>
          <h1 className="text-3xl font-semibold sm:text-4xl">{product.title}</h1>
          <p className="text-lg">{product.summary}</p>
          <p className="text-2xl font-semibold">{formatCents(offer.priceCents)}</p>
          <p className="text-muted-foreground">{product.pages} pages, PDF, to read on screen or print.</p>
          <div>
            <AddButton size="lg" product={product} offer={offer} dispatch={dispatch} />
          </div>
        </div>
      </div>
      <PageSection id="inside" title="What is inside" className="max-w-[70ch]">
        <ul className="mt-3 list-disc pl-6">
          {product.inside.map((line) => (
            <li key={line} className="py-1">
              {line}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="for-whom" title="Who it is for" className="max-w-[70ch]">
        <p className="mt-3">{product.forWhom}</p>
      </PageSection>
      <PageSection id="sample" title="From the pages" className="max-w-[70ch]">
        {product.sample.map((line) => (
          <blockquote key={line} className="mt-3 border-l-4 border-accent pl-4 italic">
            {line}
          </blockquote>
        ))}
      </PageSection>
      <ProductReviewsSection productId={product.id} title={product.title} />
    </article>
  );
}
