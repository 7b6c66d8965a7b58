import { expect, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** What the §4.5 modal and the verification pages are called, per language. */
export const idVerificationWords = {
  id: {
    modalTitle: 'Verifikasi identitas Anda',
    verifyNow: 'Verifikasi sekarang',
    later: 'Ingatkan saya besok',
    introTitle: 'Verifikasi identitas Anda',
    start: 'Mulai',
    identityTitle: 'Foto kartu identitas (KTP)',
    selfieTitle: 'Swafoto dengan KTP',
    takePhoto: 'Ambil foto',
    chooseFile: 'Pilih file foto',
    send: 'Kirim foto',
    retake: 'Ambil ulang',
    usePhone: 'Gunakan kamera ponsel Anda',
    qrTitle: 'Lanjutkan di ponsel Anda',
    qrAlt: 'Kode QR untuk membuka halaman foto di ponsel Anda',
    phoneSent: 'Foto terkirim',
    done: 'Kami sedang memeriksa foto Anda',
    tokenUsed: 'Kode QR ini sudah dipakai',
    tokenUnknown: 'Kode QR ini tidak valid',
    notAPhoto: 'Foto harus berupa gambar JPEG, PNG, atau WebP',
    step: (n: number) => `Langkah ${n} dari 2`,
    rejectedTitle: 'Foto Anda belum dapat diterima',
    rejectedReason: (reason: string) => `Alasan: ${reason}`,
    verified: 'Identitas Anda sudah terverifikasi',
  },
  en: {
    modalTitle: 'Verify your identity',
    verifyNow: 'Verify now',
    later: 'Remind me tomorrow',
    introTitle: 'Verify your identity',
    start: 'Start',
    identityTitle: 'Photo of your ID card (KTP)',
    selfieTitle: 'Selfie with your ID card',
    takePhoto: 'Take photo',
    chooseFile: 'Choose a photo file',
    send: 'Send photo',
    retake: 'Retake',
    usePhone: "Use your phone's camera instead",
    qrTitle: 'Continue on your phone',
    qrAlt: 'QR code that opens the photo page on your phone',
    phoneSent: 'Photo sent',
    done: 'We are checking your photos',
    tokenUsed: 'This QR code has been used already',
    tokenUnknown: 'This QR code is not valid',
    notAPhoto: 'The photo must be a JPEG, PNG or WebP image',
    step: (n: number) => `Step ${n} of 2`,
    rejectedTitle: 'Your photos were not accepted',
    rejectedReason: (reason: string) => `Reason: ${reason}`,
    verified: 'Your identity is verified',
  },
} as const;

/**
 * A photo-like PNG drawn by the page's own canvas (a card with a face and text lines), so previews, resizing and the
 * server's content check all see a real image.
 */
export async function samplePhoto(page: Page, label = 'KTP'): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 500;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#cfe3f7';
    context.fillRect(0, 0, 800, 500);
    context.fillStyle = '#1d4f91';
    context.fillRect(0, 0, 800, 70);
    context.fillStyle = '#ffffff';
    context.font = 'bold 36px sans-serif';
    context.fillText(text, 30, 48);
    context.fillStyle = '#8aa4c0';
    context.fillRect(560, 120, 190, 240);
    context.fillStyle = '#39414b';
    for (let line = 0; line < 6; line++) context.fillRect(40, 130 + line * 45, 440 - line * 30, 18);
    return canvas.toDataURL('image/png');
  }, label);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

export class IdVerificationModal extends PageObject {
  get dialog() {
    return this.page.getByRole('dialog', { name: idVerificationWords[this.lang].modalTitle });
  }

  async hideForADay() {
    await this.dialog.getByRole('button', { name: idVerificationWords[this.lang].later }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Why staff rejected the photos sent, inside the modal. */
  get rejection() {
    return this.dialog.getByTestId('identity-rejection');
  }

  async verifyNow() {
    await this.dialog.getByRole('button', { name: idVerificationWords[this.lang].verifyNow }).click();
  }
}

/** The capture pages (/store/verification/{identity|selfie}/capture and the phone's …/capture/qr?token=). */
export class CapturePage extends PageObject {
  private get words() {
    return idVerificationWords[this.lang];
  }

  heading(kind: 'identity' | 'selfie') {
    return this.page.getByRole('heading', { level: 1, name: kind === 'identity' ? this.words.identityTitle : this.words.selfieTitle });
  }

  async takePhotoWithCamera() {
    // The camera is live once its button shows (the fake device of Chromium in the tests).
    await this.page.getByRole('button', { name: this.words.takePhoto }).click();
    await expect(this.page.getByRole('button', { name: this.words.retake })).toBeVisible();
  }

  async chooseFile(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: this.words.chooseFile }).click();
    await (await chooser).setFiles(file);
    await expect(this.page.getByRole('button', { name: this.words.retake })).toBeVisible();
  }

  async send() {
    await this.page.getByRole('button', { name: this.words.send }).click();
  }

  /** From the KTP capture page: both photos chosen as files and sent, until the page says they are being checked. */
  async sendBoth(identity: Buffer, selfie: Buffer) {
    await this.page.goto('/store/verification/identity/capture');
    await expect(this.heading('identity')).toBeVisible();
    await this.chooseFile({ name: 'ktp.png', mimeType: 'image/png', buffer: identity });
    await this.send();
    await expect(this.heading('selfie')).toBeVisible();
    await this.chooseFile({ name: 'swafoto.png', mimeType: 'image/png', buffer: selfie });
    await this.send();
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.done })).toBeVisible();
  }
}

/** The desktop's QR page: the code, its link for the phone, and the wait. */
export class QrHandOffPage extends PageObject {
  async open(kind: 'identity' | 'selfie') {
    await this.page.goto(`/store/verification/${kind}/capture/qr`);
    await expect(this.page.getByRole('heading', { level: 1, name: idVerificationWords[this.lang].qrTitle })).toBeVisible();
    await expect(this.page.getByRole('img', { name: idVerificationWords[this.lang].qrAlt })).toBeVisible();
  }

  /** The URL the QR code holds (the image carries it too; the link beside it is for typing it on a phone). */
  async phoneUrl(): Promise<string> {
    const encoded = await this.page.getByRole('img', { name: idVerificationWords[this.lang].qrAlt }).getAttribute('data-qr-value');
    const linked = await this.page.getByTestId('qr-phone-link').getAttribute('href');
    expect(encoded).toBe(linked);
    return encoded ?? '';
  }
}
