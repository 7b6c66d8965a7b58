import { describe, expect, it } from 'vitest';
import { fillChatTemplate } from '@seller-portal/contracts/chat';
import { applyTemplate, insertVariable, searchTemplates, slashCommandAt } from './templates';

const values = { customerName: 'Sinta', storeName: 'Toko Demo' };

describe('chat templates', () => {
  it.each([
    { name: 'at the caret', text: 'Halo ', start: 5, end: 5, expected: { text: 'Halo {customerName}', caret: 19 } },
    { name: 'replacing the selection', text: 'Halo kak!', start: 5, end: 8, expected: { text: 'Halo {customerName}!', caret: 19 } },
    { name: 'at the start', text: 'apa kabar', start: 0, end: 0, expected: { text: '{customerName}apa kabar', caret: 14 } },
  ])('inserts a variable $name', ({ text, start, end, expected }) => {
    expect(insertVariable(text, start, end, 'customerName')).toEqual(expected);
  });

  it.each([
    { name: 'a slash alone', text: '/', caret: 1, expected: { start: 0, query: '' } },
    { name: 'a slash and a word', text: '/sal', caret: 4, expected: { start: 0, query: 'sal' } },
    { name: 'after a space', text: 'Halo /terima', caret: 12, expected: { start: 5, query: 'terima' } },
    { name: 'after a new line', text: 'Halo\n/te', caret: 8, expected: { start: 5, query: 'te' } },
    { name: 'a slash inside a word (a date, a link)', text: '25/11', caret: 5, expected: null },
    { name: 'a space after the query ends it', text: '/sal ', caret: 5, expected: null },
    { name: 'the caret before the slash', text: 'ab /x', caret: 2, expected: null },
  ])('the slash command: $name', ({ text, caret, expected }) => {
    expect(slashCommandAt(text, caret)).toEqual(expected);
  });

  it.each([
    { name: 'the whole text', text: '/sal', caret: 4, template: 'Halo {customerName}', expected: { text: 'Halo Sinta', caret: 10 } },
    {
      name: 'after what was typed, keeping what follows',
      text: 'Oke /ter lalu',
      caret: 8,
      template: 'Terima kasih dari {storeName}',
      expected: { text: 'Oke Terima kasih dari Toko Demo lalu', caret: 31 },
    },
    { name: 'an unknown variable stays as written', text: '/x', caret: 2, template: 'Harga {price}', expected: { text: 'Harga {price}', caret: 13 } },
  ])('inserting a template replaces the command with its filled text: $name', ({ text, caret, template, expected }) => {
    const command = slashCommandAt(text, caret);
    if (!command) throw new Error(`no slash command in "${text}"`);
    expect(applyTemplate(text, caret, command, fillChatTemplate(template, values))).toEqual(expected);
  });

  it.each([
    { query: '', expected: ['Salam', 'Terima kasih', 'Stok'] },
    { query: 'TERIMA', expected: ['Terima kasih'] },
    { query: 'stok habis', expected: ['Stok'] },
    { query: 'kirim', expected: ['Terima kasih'] },
    { query: 'zzz', expected: [] },
  ])('searching "$query"', ({ query, expected }) => {
    const templates = [
      { title: 'Salam', text: 'Halo {customerName}!' },
      { title: 'Terima kasih', text: 'Pesanan segera kami kirim.' },
      { title: 'Stok', text: 'Maaf, stok sedang habis.' },
    ];
    expect(searchTemplates(templates, query).map((template) => template.title)).toEqual(expected);
  });
});
