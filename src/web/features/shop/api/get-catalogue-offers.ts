import { useQuery } from '@tanstack/react-query';
import { CatalogueOffers } from '#shared/contracts/shop-catalogue-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** GET /api/shop/catalogue (public): each product's price and whether it is on sale now (staff may change both). */
export function useCatalogueOffers() {
  return useQuery({
    queryKey: ['shop', 'catalogue'],
    queryFn: ({ signal }) => apiRequest('/api/shop/catalogue', { parse: zodParser(CatalogueOffers), signal }),
  });
}
