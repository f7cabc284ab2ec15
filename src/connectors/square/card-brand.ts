/** Square's card brands (VISA, AMERICAN_EXPRESS, SQUARE_GIFT_CARD…) as the unified ones (visa, amex, square-gift-card…). */
const BRANDS = new Set(['visa', 'mastercard', 'amex', 'discover', 'discover-diners', 'jcb', 'china-unionpay', 'square-gift-card', 'square-capital-card', 'interac', 'eftpos', 'felica', 'ebt']);

export function cardBrand(brand: string | undefined): string | undefined {
  if (brand === undefined) return undefined;
  const unified = brand === 'AMERICAN_EXPRESS' ? 'amex' : brand.toLowerCase().replaceAll('_', '-');
  return BRANDS.has(unified) ? unified : 'other';
}
