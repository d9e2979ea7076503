declare const brand: unique symbol;

/** A string type kept apart from other strings of the same shape (a slug is not a URL). */
export type Branded<B extends string> = string & { readonly [brand]: B };

/** A page's URL segment (see `isSlug`). */
export type Slug = Branded<'Slug'>;

/** A site-absolute URL path such as `/notes/<slug>/`. */
export type UrlPath = Branded<'UrlPath'>;
