import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { formatServerError, type ServerErrorLike } from './server-error';

describe('formatServerError (§8 toast text)', () => {
  const cases: Array<[name: string, lang: 'id' | 'en', error: ServerErrorLike, expected: string]> = [
    ['a known code is translated with the code as reference', 'id', { errorCode: 'PE401007' }, 'Email dan/atau kata sandi salah. (PE401007)'],
    [
      "the server's message follows a translated code too",
      'id',
      { errorCode: 'PE401007', errorMessage: 'Email and/or password is incorrect.', requestId: 'req-7' },
      'Email dan/atau kata sandi salah. (PE401007) - Email and/or password is incorrect.\nRef: req-7',
    ],
    [
      'the same code in English, whose server message repeats the text, shows it once',
      'en',
      { errorCode: 'PE401007', errorMessage: 'Email and/or password is incorrect.' },
      'Email and/or password is incorrect. (PE401007)',
    ],
    [
      'another server message in English is appended',
      'en',
      { errorCode: 'PE401007', errorMessage: 'irrelevant' },
      'Email and/or password is incorrect. (PE401007) - irrelevant',
    ],
    ['a blank server message adds nothing', 'en', { errorCode: 'PE403001', errorMessage: '  ' }, 'You have no access to perform this action. (PE403001)'],
    [
      'a message without a code follows the generic text',
      'en',
      { errorMessage: 'Gateway timeout' },
      'Something went wrong on our side. Please try again later. - Gateway timeout',
    ],
    ['a generic code shows the generic wording', 'en', { errorCode: 'PMU500000' }, 'Something went wrong on our side. Please try again later. (PMU500000)'],
    [
      'an unknown code shows the generic text, the code and the server message',
      'en',
      { errorCode: 'XYZ123', errorMessage: 'Upstream failure' },
      'Something went wrong on our side. Please try again later. (XYZ123) - Upstream failure',
    ],
    ['no code at all shows the generic text', 'id', {}, 'Terjadi kesalahan di sistem kami. Silakan coba lagi nanti.'],
    [
      'a request id adds a reference line',
      'en',
      { errorCode: 'PE403001', requestId: 'req-42' },
      'You have no access to perform this action. (PE403001)\nRef: req-42',
    ],
  ];

  it.each(cases)('%s', (_name, lang, error, expected) => {
    const i18n = createI18n({ lng: lang });
    expect(formatServerError(i18n.t, error)).toBe(expected);
  });

  it('works with a namespaced t of another library', () => {
    const i18n = createI18n({ lng: 'id', resources: [{ ns: 'auth', en: {}, id: {} }] });
    expect(formatServerError(i18n.getFixedT('id', 'auth'), { errorCode: 'PE401015' })).toBe('Akun Anda sudah dinonaktifkan. (PE401015)');
  });
});
