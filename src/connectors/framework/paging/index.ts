/** The paging strategies a list implementation chooses from; see docs/writing-a-connector.md. */
export type { BodyPath } from './body-path.js';
export { cursorPaging, type CursorPagingOptions, type CursorState } from './cursor.js';
export { offsetPaging, type OffsetPagingOptions, type OffsetState } from './offset.js';
export { pageNumberPaging, type PageNumberPagingOptions, type PageNumberState } from './page-number.js';
export { linkHeaderPaging, linkOf, nextUrlPaging, type NextUrlPagingOptions, type UrlState } from './page-url.js';
export type { Neighbours, PageAnswer, PageCall, PageRequest, PagingStrategy } from './strategy.js';
