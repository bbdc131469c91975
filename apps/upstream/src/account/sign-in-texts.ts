export const AUTH_TEXT = {
  resendAfter: (seconds: number) => `Повторно отправить код можно через ${seconds} с`,
  codeMissing: 'Код не найден или устарел: запросите новый',
  codeExpired: 'Срок действия кода истёк: запросите новый',
  codeBurned: 'Попытки ввода кода закончились: запросите новый код',
  codeWrong: (left: number) => `Неверный код. Осталось попыток: ${left}`,
  wrongPassword: 'Неверный e-mail или пароль',
  emailTaken: 'Этот e-mail уже зарегистрирован: войдите по паролю или по коду',
  reminderSent: 'Если этот e-mail зарегистрирован, мы отправили на него код для входа',
  socialExpired: 'Ссылка для входа устарела: начните вход заново',
} as const;
