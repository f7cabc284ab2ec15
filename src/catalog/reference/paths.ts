/** Where the API reference pages and their assets are served (the API records' api_reference_url is `/docs/{api_id}`). */
export const REFERENCE_PATH = '/docs';
export const REFERENCE_ASSETS_PATH = '/docs/assets';
