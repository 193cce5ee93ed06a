import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProduct,
  AdminProductList,
  CatalogueOffers,
  ProductChangeInput,
  ProductParams,
  ProductSalesList,
} from '#shared/contracts/shop-catalogue-admin';
import type { AppDb } from '#server/platform/db/client';
import { changeProduct, listAdminProducts, loadPriceBook } from './offers';
import { productSales } from './product-sales';
import { optionalCallerId } from '#server/platform/access';

/**
 * The catalogue's prices and availability: public for the shop's pages, changed by staff in
 * /admin/refill-shop (admin), with the per-product sales beside them.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get('/api/shop/catalogue', { config: { access: 'public' }, schema: { response: { 200: CatalogueOffers } } }, async () => ({
    products: [...(await loadPriceBook(db))].map(([id, offer]) => ({ id: id as CatalogueOffers['products'][number]['id'], ...offer })),
  }));

  app.get('/api/admin/shop/products', { config: { access: 'admin' }, schema: { response: { 200: AdminProductList } } }, async () => ({
    products: await listAdminProducts(db),
  }));

  app.patch(
    '/api/admin/shop/products/:productId',
    { config: { access: 'admin' }, schema: { params: ProductParams, body: ProductChangeInput, response: { 200: AdminProduct } } },
    async (request) => changeProduct(db, request.params.productId, request.body, optionalCallerId(request)),
  );

  app.get('/api/admin/shop/product-sales', { config: { access: 'admin' }, schema: { response: { 200: ProductSalesList } } }, async () => ({
    sales: await productSales(db),
  }));
};
