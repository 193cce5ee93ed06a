import { BrandLogo, BrandPalette, BrandTypography } from '../components/brand-sections';
import { SiteContentPage } from '../components/site-content-page';

/** /brand-assets: the logo and its files, the palette and type (components), then voice and usage (content/pages/brand-assets.md). */
export default function BrandAssetsPage() {
  return (
    <SiteContentPage slug="brand-assets" fallbackTitle="Brand Assets">
      <BrandLogo />
      <BrandPalette />
      <BrandTypography />
    </SiteContentPage>
  );
}
