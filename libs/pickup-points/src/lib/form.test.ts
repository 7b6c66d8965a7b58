import { describe, expect, it } from 'vitest';
import { bandung } from '../components/fixtures';
import { emptyForm, formOf, formProblems, requestOf } from './form';

describe('the pickup point form', () => {
  it('gives back the pickup point it was filled from', () => {
    const { name, address, postalCode, latitude, longitude, phone, isMain, couriers, openingHours, schedules } = bandung;
    expect(requestOf(formOf(bandung))).toEqual({
      name,
      address,
      postalCode,
      latitude,
      longitude,
      phone,
      isMain,
      couriers,
      openingHours,
      schedules,
      provinceCode: '32',
      cityCode: '32.73',
      districtCode: '32.73.16',
    });
  });

  it('names what is missing or wrong before asking the server', () => {
    const form = { ...emptyForm(), postalCode: '123' };
    form.hours[0] = { ...form.hours[0], opensAt: '17:00', closesAt: '08:00' };
    form.schedules = [{ key: 1, courier: '', day: 1, start: '12:00', end: '11:00' }];
    expect(formProblems(form)).toEqual({
      name: 'required',
      phone: 'required',
      provinceCode: 'required',
      cityCode: 'required',
      districtCode: 'required',
      address: 'required',
      postalCode: 'postalCodeInvalid',
      'hours.1.closesAt': 'endBeforeStart',
      'schedules.0.courier': 'required',
      'schedules.0.end': 'endBeforeStart',
    });
  });

  it('takes hours that close after midnight when the day says so, and not past its opening time', () => {
    const form = formOf(bandung);
    form.hours[4] = { ...form.hours[4], open: true, opensAt: '22:00', closesAt: '06:00', overnight: true };
    form.hours[5] = { ...form.hours[5], open: true, opensAt: '20:00', closesAt: '21:00', overnight: true };
    expect(formProblems(form)).toEqual({ 'hours.6.closesAt': 'overnightTooLong' });
    expect(requestOf(form).openingHours).toContainEqual({ day: 5, open: '22:00', close: '06:00', overnight: true });
  });

  it('reads coordinates written with a comma and leaves blank ones out', () => {
    expect(requestOf({ ...formOf(bandung), latitude: '-6,9', longitude: '107,6' })).toMatchObject({ latitude: -6.9, longitude: 107.6 });
    expect(requestOf({ ...formOf(bandung), latitude: ' ', longitude: '' })).toMatchObject({ latitude: null, longitude: null });
  });
});
