import type { Product } from '#shared/shop/catalogue';

/** A drawn cover: the product's title on the sage panel, with its kind. Decorative beside the heading. */
export function ProductCover({ product, size = 'md' }: { product: Product; size?: 'sm' | 'md' }) {
  return (
    <div
      aria-hidden="true"
      className={`flex aspect-[3/4] flex-col justify-between rounded-card bg-primary p-5 text-primary-foreground shadow-sm ${size === 'sm' ? 'w-28 text-xs' : 'w-48 text-sm sm:w-56'}`}
    >
      <span className="uppercase tracking-widest">{product.kind}</span>
      <span className={`font-heading font-semibold leading-tight break-words hyphens-auto ${size === 'sm' ? 'text-sm' : 'text-xl'}`}>
        {product.title}
      </span>
      <span>Recalibrate</span>
    </div>
  );
}
