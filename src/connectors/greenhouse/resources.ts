/** The unified ATS resources Greenhouse serves (filled in once the ATS declarations land). */
import type { ResourceBinding } from '../framework/define.js';

export const greenhouseResources: readonly ResourceBinding[] = [];
