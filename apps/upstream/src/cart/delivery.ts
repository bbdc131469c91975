const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });

/** Delivery line of an available cart product: today for express goods, else the first day. */
export function deliveryText(days: number, now: Date): string {
  if (days <= 0) return 'Доставка сегодня';
  if (days === 1) return 'Доставка завтра';
  if (days === 2) return 'Доставка послезавтра';
  return `Доставка ${dayMonth.format(new Date(now.getTime() + days * 86_400_000))}`;
}
