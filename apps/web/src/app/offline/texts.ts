/** Texts of the shop without the network. */
export const offlineTexts = {
  /** At the top of every page while the network is gone: what is on screen is what this device cached. */
  note: 'Нет сети: показана сохранённая версия, цены могли измениться',
};
