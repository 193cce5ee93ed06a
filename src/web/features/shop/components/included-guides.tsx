import { Link } from 'react-router';
import { ELITE_INCLUDED_PRODUCTS } from '#shared/memberships/features';
import { tierUnlocks } from '#shared/memberships/tier-unlocks';
import { PRODUCTS } from '#shared/shop/catalogue';
import { Card } from '#web/components/ui/card';
import { useSession } from '#web/features/auth/api/get-session';
import { DownloadsList } from './downloads-list';

const INCLUDED = PRODUCTS.filter((p) => (ELITE_INCLUDED_PRODUCTS as readonly string[]).includes(p.id)).flatMap((p) =>
  p.files.map((fileKey) => ({ fileKey, title: p.title, url: `/api/shop/files/${fileKey}` })),
);

/**
 * My Purchases for a member whose tier includes the shop's guides (Elite, decision 094): the
 * guides, downloadable while the membership lasts, without an order. The API checks the tier on
 * every download.
 */
export function IncludedGuides() {
  const { user } = useSession();
  if (!user || !tierUnlocks(user.tier, 'shop_guides_included')) return null;
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
