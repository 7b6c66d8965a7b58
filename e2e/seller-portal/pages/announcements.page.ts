import { expect } from '@playwright/test';
import { PageObject } from './page-object';

/** What the seller's announcement modals are called, per language. */
export const announcementWords = {
  id: {
    close: 'Tutup',
    whatsappTitle: 'Aktifkan notifikasi WhatsApp',
    whatsappOk: 'Mengerti',
    whatsappTurnOn: 'Aktifkan sekarang',
    agree: 'Saya setuju',
    done: 'Selesai',
    later: 'Nanti saja',
    agreementTitle: 'Perjanjian Penjual',
    approve: 'Setujui perjanjian',
    banners: 'Pengumuman',
    titles: {
      banner: 'Gratis Ongkir Akhir Tahun',
      agreement: 'Pembaruan Syarat dan Ketentuan Penjual',
      surveyMandatory: 'Survei Wajib: Kepuasan Penjual',
      surveySkippable: 'Survei: Fitur Chat',
    },
  },
  en: {
    close: 'Close',
    whatsappTitle: 'Turn on WhatsApp notifications',
    whatsappOk: 'Got it',
    whatsappTurnOn: 'Turn on now',
    agree: 'I agree',
    done: 'Done',
    later: 'Later',
    agreementTitle: 'Seller Agreement',
    approve: 'Approve the agreement',
    banners: 'Announcements',
    titles: {
      banner: 'Free shipping this year-end',
      agreement: 'Updated Seller Terms and Conditions',
      surveyMandatory: 'Required survey: seller satisfaction',
      surveySkippable: 'Survey: the chat feature',
    },
  },
} as const;

/** The seller's modals of the §4.8 queue: the agreement, the WhatsApp reminder and announcement popups. */
export class AnnouncementModals extends PageObject {
  get words() {
    return announcementWords[this.lang];
  }

  /** This browser has dismissed the WhatsApp reminder before (it shows once per browser), so an announcement comes first. */
  async skipWhatsappReminder() {
    await this.page.addInitScript(() => window.localStorage.setItem('enable_whatsapp_notification_reminder_dismissed', 'true'));
  }

  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }

  get anyDialog() {
    return this.page.getByRole('dialog');
  }

  async expectOpen(title: string) {
    await expect(this.dialog(title)).toBeVisible();
  }

  /** Presses one of the dialog's buttons and waits until the dialog has gone. */
  async press(title: string, button: string) {
    await this.dialog(title).getByRole('button', { name: button, exact: true }).click();
    await expect(this.dialog(title)).toBeHidden();
  }

  async close(title: string) {
    await this.press(title, this.words.close);
  }

  /** A mandatory one offers no close button, and Escape leaves it open. */
  async expectNotDismissible(title: string) {
    await expect(this.dialog(title).getByRole('button', { name: this.words.close, exact: true })).toHaveCount(0);
    await this.page.keyboard.press('Escape');
    await expect(this.dialog(title)).toBeVisible();
  }

  /**
   * Answers whatever the queue still shows, one modal after another (closes, agrees, finishes); done when none has
   * followed the last within a few seconds (what a user waits for too).
   */
  async answerEvery() {
    const answers = [this.words.close, this.words.agree, this.words.done];
    const dialog = this.anyDialog.first();
    for (let answered = 0; answered < 8; answered += 1) {
      if (
        !(await dialog.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        ))
      )
        return;
      const title = await dialog.getByRole('heading').first().innerText();
      for (const answer of answers) {
        const button = dialog.getByRole('button', { name: answer, exact: true });
        if ((await button.count()) > 0) {
          await button.click();
          break;
        }
      }
      await expect(this.dialog(title)).toHaveCount(0);
    }
  }

  banner(title: string) {
    return this.page.getByRole('region', { name: this.words.banners }).getByRole('button', { name: new RegExp(title) });
  }
}
