// The count and noun helpers are shared with the build (src/core/count.ts); the views import them from here as before.
export { countOf, nounFor } from '../core/count.ts';
