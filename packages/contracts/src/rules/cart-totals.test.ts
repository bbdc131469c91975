import { describe, expect, it } from 'vitest';
import { COURIER_PRICE, cartTotals, checkoutTotals } from './cart-totals.ts';
import type { TotalsLine } from './cart-totals.ts';

const line = (overrides: Partial<TotalsLine> = {}): TotalsLine => ({
  price: 1000,
  quantity: 1,
  available: true,
  salePriceBefore: null,
  massKg: 1,
  express: false,
  mainPriceFreeShipping: false,
  ...overrides,
});

const courier = { deliveryType: 0, paymentType: null, deliveryToDoor: false } as const;
const pickup = { deliveryType: 3, paymentType: 1, deliveryToDoor: true } as const;

describe('cart totals', () => {
  it('charge the courier 390 ₽ below 10 000 ₽ of goods and show what is left to free delivery', () => {
    const total = cartTotals([line({ price: 2500, quantity: 2 }), line({ price: 96.5, quantity: 12.5, massKg: 0.12 })]);
    expect(total).toMatchObject({
      total: 6206.25,
      totalWithoutShipment: 6206.25,
      shipmentPrice: COURIER_PRICE,
      totalWithShipment: 6596.25,
      priceLabel: { text: 'До бесплатной доставки', price: 3793.75 },
      items: 14.5,
      positions: 2,
      productWord: 'товара',
      mass: 3.5,
      nds: { percent: 20, withoutShipment: 1034.38 },
    });
  });

  it('deliver free from 10 000 ₽ of goods, or with a free-shipping product whatever the sum', () => {
    expect(cartTotals([line({ price: 10_000 })])).toMatchObject({ shipmentPrice: 0, totalWithShipment: 10_000, priceLabel: null });
    expect(cartTotals([line({ price: 9_999.99 })]).shipmentPrice).toBe(COURIER_PRICE);
    expect(cartTotals([line({ price: 100 }), line({ price: 50, mainPriceFreeShipping: true })])).toMatchObject({
      shipmentPrice: 0,
      priceLabel: null,
    });
  });

  it('make pickup free and carry the shopper’s delivery and payment, door delivery only by courier', () => {
    const total = cartTotals([line({ price: 100 })], pickup);
    expect(total).toMatchObject({
      shipmentPrice: 0,
      totalWithShipment: 100,
      priceLabel: null,
      deliveryType: 3,
      paymentType: 1,
      deliveryToDoor: false,
    });
    expect(cartTotals([line()], { ...courier, deliveryToDoor: true, paymentType: 4 })).toMatchObject({
      deliveryToDoor: true,
      paymentType: 4,
      deliveryType: 0,
    });
  });

  it('count sale discounts and leave unavailable lines out, while the cart is not empty', () => {
    const total = cartTotals([
      line({ price: 12_990, salePriceBefore: 15_282, quantity: 2 }),
      line({ price: 1250, available: false, express: false, mainPriceFreeShipping: true }),
    ]);
    expect(total).toMatchObject({ total: 25_980, amountDiscount: 4584, positions: 1, productWord: 'товар', empty: false, mass: 2 });
    expect(cartTotals([line({ available: false, mainPriceFreeShipping: true })])).toMatchObject({
      total: 0,
      shipmentPrice: 0,
      positions: 0,
      empty: false,
    });
  });

  it('enable express only when every counted line allows it', () => {
    expect(cartTotals([line({ express: true }), line({ express: true })]).express.enabled).toBe(true);
    expect(cartTotals([line({ express: true }), line({ express: false })]).express.enabled).toBe(false);
    expect(cartTotals([line({ express: true }), line({ available: false })]).express.enabled).toBe(true);
    expect(cartTotals([]).express.enabled).toBe(false);
  });

  it('answer an empty cart with zeros', () => {
    expect(cartTotals([])).toMatchObject({
      total: 0,
      shipmentPrice: 0,
      totalWithShipment: 0,
      items: 0,
      positions: 0,
      productWord: 'товаров',
      mass: 0,
      empty: true,
      priceLabel: null,
    });
  });
});

describe('checkout totals', () => {
  const expressGoods = [line({ price: 12_000, express: true })];

  it('charge 990 ₽ for express whatever the sum, once chosen and possible', () => {
    const total = checkoutTotals(expressGoods, { ...courier, deliveryExpress: true });
    expect(total).toMatchObject({
      shipmentPrice: 990,
      totalWithShipment: 12_990,
      priceLabel: null,
      express: { enabled: true, selected: true, price: 990, label: 'Экспресс, 4 часа' },
      deliveryLabel: 'Экспресс, 4 часа',
      timeWindow: 'в течение 4 часов',
    });
  });

  it('refuse express for pickup or mixed goods and keep the ordinary price', () => {
    const atPoint = checkoutTotals(expressGoods, { ...pickup, deliveryExpress: true });
    expect(atPoint).toMatchObject({
      shipmentPrice: 0,
      express: { enabled: false, selected: false },
      deliveryLabel: 'Самовывоз',
      timeWindow: '9:00−21:00',
    });
    const mixed = checkoutTotals([line({ express: true }), line()], { ...courier, deliveryExpress: true });
    expect(mixed).toMatchObject({
      shipmentPrice: 390,
      express: { enabled: false, selected: false },
      deliveryLabel: 'Курьером',
      timeWindow: '9:00−18:00',
    });
  });
});
