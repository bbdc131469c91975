import type { DatesInfo, OrderingData, CheckoutPage, CheckoutTotal } from '@shop/contracts/checkout.ts';
import type { OrderHistoryItem, OrderPageData } from '@shop/contracts/orders.ts';
import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import { cart, cartTotal, pageData } from './fixtures.ts';

/** Checkout payloads in the contract's shapes, as the legacy upstream carries them. */

export const orderingData: OrderingData = {
  phone: '79123456789',
  currentAddressId: 11,
  addresses: [
    {
      id: 11,
      text: 'г. Москва, ул. Мира, д. 10',
      label: 'Доставка курьером',
      address: 'г. Москва, ул. Мира, д. 10',
      cityId: 1,
      pointId: null,
      lat: 55.78,
      lng: 37.63,
      deliveryType: 0,
      deliveryToDoor: false,
      deliveryToDoorElevator: false,
      deliveryToDoorFloor: 1,
      showDeliveryToDoor: true,
      pType: 'delivery',
    },
  ],
  deliveryType: 0,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: 1,
  showDeliveryToDoor: true,
  cityId: 1,
  pointId: null,
  deliveryDate: '2026-11-25',
  deliveryExpress: false,
  paymentType: 1,
  contact: '',
  mailInput: '',
  personType: 0,
  innIp: '',
  legalName: '',
};

export const checkoutTotal: CheckoutTotal = {
  ...cartTotal,
  shipmentPrice: 390,
  totalWithShipment: cartTotal.total + 390,
  express: { enabled: false, selected: false, price: 990, label: 'Экспресс, 4 часа' },
  paymentType: 1,
  deliveryLabel: 'Курьером',
  timeWindow: '9:00−18:00',
};

export const datesInfo: DatesInfo = {
  dates: [
    { id: '2026-11-25', time: 1795986000, text: '25 ноября', dayOfWeek: 'среда', weekend: false, disabled: false },
    { id: '2026-11-29', time: 1796331600, text: '29 ноября', dayOfWeek: 'воскресенье', weekend: true, disabled: true },
  ],
  delivery: { courierTime: '9:00−18:00', pickupTime: '9:00−21:00', note: 'Доставка с 9:00 до 18:00, курьер позвонит за час до приезда' },
  deliveryDate: '2026-11-25',
  earlyDeliveryDate: '2026-11-25',
  pickupDate: null,
  firstPickupDate: '2026-11-25',
};

export const checkoutPage: CheckoutPage = {
  orderingData,
  orderingDataHash: 'b1946ac92492d2347c6235b4d2611184b1946ac9',
  total: checkoutTotal,
  mapData: { points: [] },
  cartPageData: { ...cart.cartPageData, datesInfo },
  pageData: { title: 'Оформление заказа', seo: pageData.seo },
};

export const orderPage: OrderPageData = {
  title: 'Заказ ИМ-000042',
  orderData: {
    invoice_number: 'ИМ-000042',
    order_code: 'Ab3dEf7hJk',
    delivery_type: 0,
    invoiceUrl: '/order/invoice/Ab3dEf7hJk/?token=tok_123',
    showBtn: true,
  },
  total: {
    positions: 1,
    text: '1 товар',
    mass: 1.2,
    amountWithShipment: 2_840,
    isShipment: true,
    shipmentPrice: 390,
    ndsWithoutShipment: 408.33,
    ndsPercent: 20,
  },
  products: [
    {
      position: {
        id: 1001,
        path: '/drel-udarnaya/',
        name: 'Дрель ударная',
        MainImage: '/img/p/1001.svg',
        price: 1_225,
        measure: 'шт',
        quantity: 2,
        subtotal: 2_450,
        realPrice: 1_225,
        real_quantity: 2,
        multism: { unit: 'шт' },
        isNotAvailable: false,
      },
    },
  ],
  dateValue: '25 ноября, среда, 9:00−18:00',
  invoiceUrl: '/order/invoice/Ab3dEf7hJk/?token=tok_123',
  showConfirmModal: false,
  payments: [{ type: 4, label: 'Счёт на оплату', text: 'Для юрлиц и ИП', icon: 'legal' }],
  address: 'г. Москва, ул. Мира, д. 10',
  paid: false,
  confirmTitle: 'Спасибо за заказ!',
  confirmUpperMsg: '<p>Менеджер позвонит вам, чтобы подтвердить заказ.</p>',
};

export const historyItem: OrderHistoryItem = {
  id: 42,
  order_code: 'Ab3dEf7hJk',
  invoice_number: 'ИМ-000042',
  modified: '2026-11-24T09:15:00.000Z',
  address: 'г. Москва, ул. Мира, д. 10',
  summ: 2_840,
  comment: '',
};

export const salesDataset: SalesDataset = {
  orders_values: [{ img: '/img/e/2.svg', name: 'Анна Смирнова', param1: 'ИМ-000042 — 2 840 ₽, 12:15' }],
  sales_values: [{ img: '/img/e/1.svg', name: 'Иван Петров', param1: '782 000 ₽', param2: '98 %', param3: '39', score: 782_000 }],
  scaleRangeMax: 1_000_000,
};
