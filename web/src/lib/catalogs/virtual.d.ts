// The catalog parts web/build/catalogs.ts serves.
declare module "virtual:catalogs" {
  type Loader = () => Promise<{ default: Record<string, string> }>;
  /** One loader per language and part of the interface catalogs. */
  export const loaders: Record<"en" | "hi", Record<import("./parts").CatalogPart, Loader>>;
}
