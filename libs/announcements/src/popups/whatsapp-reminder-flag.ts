/** Where the dismissal of the WhatsApp reminder is remembered (the reminder shows once per browser). */
export const whatsappReminderStorageKey = 'enable_whatsapp_notification_reminder_dismissed';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function whatsappReminderDismissed(): boolean {
  return storage()?.getItem(whatsappReminderStorageKey) === 'true';
}

export function rememberWhatsappReminderDismissed(): void {
  storage()?.setItem(whatsappReminderStorageKey, 'true');
}
