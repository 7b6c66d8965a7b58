import { describe, expect, it } from 'vitest';
import { checkPrice, checkStock, productStatusOf, reviewReplyProblem, wholeAmount } from './products';

describe('wholeAmount: a whole number as a seller writes it', () => {
  it.each([
    ['a number', 89_000, 89_000],
    ['zero', 0, 0],
    ['digits', '89000', 89_000],
    ['digits around spaces', ' 89000 ', 89_000],
    ['Indonesian thousands (dot)', '1.250.000', 1_250_000],
    ['English thousands (comma)', '1,250,000', 1_250_000],
    ['thousands by spaces', '1 250 000', 1_250_000],
    ['thousands by non-breaking spaces', '1\u00a0250', 1_250],
    ['a negative number', -1, null],
    ['a negative text', '-1', null],
    ['a fraction', 89_000.5, null],
    ['a decimal text', '89000.50', null],
    ['mixed separators', '1.250,000', null],
    ['a group of two digits', '1.25', null],
    ['letters', 'abc', null],
    ['digits and letters', '12abc', null],
    ['empty text', '', null],
    ['null', null, null],
    ['a boolean', true, null],
    ['beyond safe integers', '99999999999999999999', null],
  ])('%s', (_name, input, expected) => {
    expect(wholeAmount(input)).toBe(expected);
  });
});

describe('checkPrice: whole rupiah from Rp100 to Rp1,000,000,000', () => {
  it.each([
    ['the lowest price', 100, { ok: true, value: 100 }],
    ['the highest price', '1.000.000.000', { ok: true, value: 1_000_000_000 }],
    ['a typed price', '89.000', { ok: true, value: 89_000 }],
    ['with its currency', 'Rp 40.000', { ok: true, value: 40_000 }],
    ['with its currency and no space', 'Rp40.000', { ok: true, value: 40_000 }],
    ['only the currency', 'Rp', { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
    ['cents', 'Rp 40.000,50', { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
    ['below the lowest', 99, { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
    ['zero', 0, { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
    ['-1', -1, { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
    ['"abc"', 'abc', { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
    ['above the highest', 1_000_000_001, { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
    ['blank', '  ', { ok: false, code: 'PRODUCT_PRICE_INVALID' }],
  ])('%s', (_name, input, expected) => {
    expect(checkPrice(input)).toEqual(expected);
  });
});

describe('checkStock: a whole number from 0 to 999,999', () => {
  it.each([
    ['none left', 0, { ok: true, value: 0 }],
    ['the most', '999999', { ok: true, value: 999_999 }],
    ['a typed stock', '1.200', { ok: true, value: 1_200 }],
    ['-1', -1, { ok: false, code: 'PRODUCT_STOCK_INVALID' }],
    ['one too many', 1_000_000, { ok: false, code: 'PRODUCT_STOCK_INVALID' }],
    ['a fraction', '2.5', { ok: false, code: 'PRODUCT_STOCK_INVALID' }],
    ['"abc"', 'abc', { ok: false, code: 'PRODUCT_STOCK_INVALID' }],
  ])('%s', (_name, input, expected) => {
    expect(checkStock(input)).toEqual(expected);
  });
});

describe('productStatusOf: the tab a product is listed under', () => {
  it.each([
    ['active with stock is live', { active: true, stock: 3 }, 'ACTIVE'],
    ['active without stock is sold out', { active: true, stock: 0 }, 'OUT_OF_STOCK'],
    ['inactive with stock is inactive', { active: false, stock: 3 }, 'INACTIVE'],
    ['inactive without stock is inactive', { active: false, stock: 0 }, 'INACTIVE'],
  ] as const)('%s', (_name, product, expected) => {
    expect(productStatusOf(product)).toBe(expected);
  });
});

describe('reviewReplyProblem', () => {
  it.each([
    ['a reply', 'Terima kasih!', null],
    ['a blank reply', '   ', 'REVIEW_REPLY_INVALID'],
    ['1,000 characters', 'a'.repeat(1_000), null],
    ['1,001 characters', 'a'.repeat(1_001), 'REVIEW_REPLY_INVALID'],
  ])('%s', (_name, text, expected) => {
    expect(reviewReplyProblem(text)).toBe(expected);
  });
});
