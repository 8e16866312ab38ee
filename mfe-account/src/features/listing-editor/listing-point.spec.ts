import { describe, expect, it } from '@jest/globals';
import { COMMUNE_CENTRES, WILAYA_CENTRE } from 'shared-contracts';
import { coordinateText, editorErrorKey, geolocationProblem, keptPoint, pinOf, placed } from './listing-point';

describe('pinOf: where the editor’s pin stands', () => {
  it('at the owner’s point once they placed one, whatever the commune', () => {
    expect(pinOf({ lat: 34.7, lng: 3.3 }, 'مسعد')).toEqual({ lat: 34.7, lng: 3.3 });
  });

  it('at the chosen commune’s centre while none is placed, following the commune', () => {
    expect(pinOf(null, 'مسعد')).toEqual({ lat: COMMUNE_CENTRES['مسعد'].lat, lng: COMMUNE_CENTRES['مسعد'].lng });
    expect(pinOf(null, 'عين وسارة')).toEqual({ lat: COMMUNE_CENTRES['عين وسارة'].lat, lng: COMMUNE_CENTRES['عين وسارة'].lng });
  });

  it('at the wilaya’s centre before a commune is chosen', () => {
    expect(pinOf(null, undefined)).toEqual(WILAYA_CENTRE);
  });
});

describe('placed: a point the owner puts down', () => {
  it('is kept to six places inside the wilaya', () => {
    expect(placed({ lat: 34.672791234567, lng: 3.263004999 })).toEqual({ point: { lat: 34.672791, lng: 3.263005 } });
  });

  it.each([
    ['Algiers', { lat: 36.7538, lng: 3.0588 }],
    ['south of the wilaya', { lat: 33.2, lng: 3.2 }],
    ['west of it', { lat: 34.6, lng: 1.5 }],
    ['not a number', { lat: Number.NaN, lng: 3.2 }],
  ])('is refused outside the wilaya (%s)', (_where, point) => {
    expect(placed(point)).toEqual({ problem: 'outside' });
  });

  it('keptPoint leaves a point of six places as it is', () => {
    expect(keptPoint({ lat: 34.5, lng: 3.123456 })).toEqual({ lat: 34.5, lng: 3.123456 });
  });
});

describe('the texts of a point and of its problems', () => {
  it('writes a coordinate with five places', () => {
    expect(coordinateText(34.6)).toBe('34.60000');
    expect(coordinateText(3.2630049)).toBe('3.26300');
  });

  it('tells a refused permission from a position not found', () => {
    expect(geolocationProblem(1)).toBe('denied');
    expect(geolocationProblem(2)).toBe('unavailable');
    expect(geolocationProblem(3)).toBe('unavailable');
  });

  it('says the API’s refused point as the form does, and leaves other errors to the common texts', () => {
    expect(editorErrorKey({ field: 'coordinates', code: 'invalid' })).toBe('editor.location.problem.outside');
    expect(editorErrorKey({ field: 'coordinates.lat', code: 'invalid' })).toBe('editor.location.problem.outside');
    expect(editorErrorKey({ field: 'form.coordinates', code: 'invalid' })).toBe('editor.location.problem.outside');
    expect(editorErrorKey({ field: 'title', code: 'invalid' })).toBeNull();
    expect(editorErrorKey({ field: 'coordinates', code: 'required' })).toBeNull();
  });
});
