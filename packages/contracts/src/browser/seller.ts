/**
 * The shop's legal entity. The specification omits its details; the footer names it and the
 * invoices it issues carry it, so both read it from here.
 */
export const SELLER = {
  name: 'ООО «Мастерок Ритейл»',
  inn: '7716543219',
  kpp: '771601001',
  ogrn: '1227700123452',
  address: '129085, г. Москва, проспект Мира, д. 101В',
} as const;
