import { Link } from 'react-router';
import { ELITE_INCLUDED_PRODUCTS } from '#shared/memberships/features';
import { tierUnlocks } from '#shared/memberships/tier-unlocks';
import { PRODUCTS, type Product } from '#shared/shop/catalogue';
import { Card } from '#web/components/ui/card';
import { useSession } from '#web/features/auth/api/get-session';
import { DownloadsList } from './downloads-list';

const INCLUDED = PRODUCTS.filter((p) => (ELITE_INCLUDED_PRODUCTS as readonly string[]).includes(p.id)).flatMap((p) =>
  p.files.map((fileKey) => ({ fileKey, title: p.title, url: `/api/shop/files/${fileKey}` })),
);

/** The member's tier includes the shop's guides (Elite). */
export function useGuidesIncluded(): boolean {
  const { user } = useSession();
  return !!user && tierUnlocks(user.tier, 'shop_guides_included');
}

/** What of a product the member's membership already gives them: the guides' titles, and whether that is all of it. */
export function useIncludedIn(product: Product): { titles: string[]; all: boolean } {
  const included = useGuidesIncluded() ? INCLUDED.filter((guide) => product.files.includes(guide.fileKey)) : [];
  return { titles: included.map((guide) => guide.title), all: included.length > 0 && included.length === product.files.length };
}

/** On a product's page and card: says the membership already includes it (or part of it), and where to download it. */
export function IncludedNote({ titles, all }: { titles: string[]; all: boolean }) {
  if (titles.length === 0) return null;
  return (
    <p className="text-sm">
      {all ? 'Included with your Elite membership. ' : `Your Elite membership already includes ${titles.join(' and ')}. `}
      <Link to="/my-purchases" className="text-primary underline underline-offset-4">
        Download from My Purchases
      </Link>
    </p>
  );
}

/**
 * My Purchases for a member whose tier includes the shop's guides (Elite, decision 094): the
 * guides, downloadable while the membership lasts, without an order. The API checks the tier on
 * every download.
 */
export function IncludedGuides() {
  if (!useGuidesIncluded()) return null;
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="included-guides">
      <h2 id="included-guides" className="text-xl font-semibold">
        Included with your membership
      </h2>
      <p className="text-muted-foreground">
        Your Elite membership includes these guides. Download them as often as you like while it lasts; they are made for you, with your
        email on each page. You can see your plan on your <Link to="/account-profile">profile</Link>.
      </p>
      <DownloadsList downloads={INCLUDED} label="Guides included with your membership" />
    </Card>
  );
}
