import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import { APPROXIMATE_RADIUS_M, type Coordinates } from 'shared-contracts';
import { LeafletMap, mapPin, useNearViewport, type LeafletKit } from 'shared-contracts/react';
import { Button } from '../../components/button';
import { controlProps, FieldError, FieldHint } from '../../components/field';
import { coordinateText, geolocationProblem, pinOf, placed, type PointProblem } from './listing-point';
import type { EditorForm } from './use-editor-form';
import * as fields from '../../components/fields.module.css';
import * as styles from './location-field.module.css';
import * as editor from './editor-form.module.css';

/** How close the map opens: a town's streets around a commune's centre, a street's houses around a placed point. */
const TOWN_ZOOM = 13;
const STREET_ZOOM = 16;
/** How far an arrow key moves the focused pin, in screen pixels. */
const KEY_STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

interface Drawn {
  map: Leaflet.Map;
  marker: Leaflet.Marker;
  circle: Leaflet.Circle;
}

/**
 * "Location on the map": a pin at the owner's point, or at their commune's centre while they have
 * placed none (it follows the commune then). Dragged, moved by a tap on the map or by the arrow
 * keys, set from the device's position, or removed; always written out as text too. Then whether
 * visitors see the point or only an area of about APPROXIMATE_RADIUS_M around it.
 */
export function LocationField({ form }: { form: EditorForm }) {
  const { t } = useTranslation('account');
  const { values, errors, set, setError, idOf } = form;
  const id = idOf('coordinates');
  const headingId = useId();
  const exactId = idOf('locationExact');
  const { coordinates, commune, locationExact } = values;
  const pin = pinOf(coordinates, commune);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const drawn = useRef<Drawn | null>(null);
  // Where the map opens; from then on the pin moves on it, and the view only when the pin leaves it.
  const [opening] = useState(() => ({ center: pin, zoom: coordinates ? STREET_ZOOM : TOWN_ZOOM }));
  const [mapReady, setMapReady] = useState(false);
  const [locating, setLocating] = useState(false);

  const refuse = (problem: PointProblem) => setError('coordinates', t(`editor.location.problem.${problem}`));
  /** The pin put at `point` (refused outside the wilaya); `zoom`: brought close to see the street. */
  const place = (point: Coordinates, zoom = false) => {
    const next = placed(point);
    if ('problem' in next) {
      refuse(next.problem);
      drawn.current?.marker.setLatLng(pin); // a drag outside comes back
      return;
    }
    set('coordinates', next.point);
    if (zoom) drawn.current?.map.setView(next.point, Math.max(drawn.current.map.getZoom(), STREET_ZOOM));
  };
  // The map's handlers are bound once, when it is ready: they call the latest `place`.
  const latest = useRef(place);
  useEffect(() => {
    latest.current = place;
  });

  const ready = useCallback(
    (map: Leaflet.Map, L: LeafletKit) => {
      const start = pinOf(form.current().coordinates, form.current().commune);
      const marker = L.marker(start, { draggable: true, autoPan: true, keyboard: true, icon: mapPin(L), title: t('editor.location.pin') }).addTo(map);
      const circle = L.circle(start, { radius: APPROXIMATE_RADIUS_M, interactive: false, className: styles.area }).addTo(map);
      // The form scrolls past the map: the wheel, or one finger on a phone, moves the page, not the
      // map (the wheel zooms once the map is focused; a phone pans and zooms it with two fingers).
      map.scrollWheelZoom.disable();
      map.on('focus', () => map.scrollWheelZoom.enable());
      map.on('blur', () => map.scrollWheelZoom.disable());
      if (L.Browser.mobile) map.dragging.disable();
      marker.on('dragend', () => latest.current(marker.getLatLng()));
      map.on('click', (event: Leaflet.LeafletMouseEvent) => latest.current(event.latlng));
      // The focused pin moves with the arrow keys, the map stays still.
      const element = marker.getElement();
      element?.classList.add(styles.pin);
      const onKey = (event: KeyboardEvent) => {
        const step = ARROWS[event.key];
        if (!step) return;
        event.preventDefault();
        event.stopPropagation();
        const at = map.latLngToContainerPoint(marker.getLatLng());
        latest.current(map.containerPointToLatLng([at.x + step[0] * KEY_STEP_PX, at.y + step[1] * KEY_STEP_PX]));
      };
      element?.addEventListener('keydown', onKey);
      drawn.current = { map, marker, circle };
      setMapReady(true);
      return () => {
        element?.removeEventListener('keydown', onKey);
        drawn.current = null;
        setMapReady(false);
      };
    },
    // Bound once: the form and the texts are read through refs and the current form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // The pin follows the form: a placed point, the commune's centre while none is, the choice of area.
  const isPlaced = coordinates !== null;
  useEffect(() => {
    const map = drawn.current;
    if (!map || !mapReady) return;
    const at = { lat: pin.lat, lng: pin.lng };
    map.marker.setLatLng(at);
    map.circle.setLatLng(at);
    map.circle.setStyle({ opacity: locationExact ? 0 : 1, fillOpacity: locationExact ? 0 : 0.15 });
    if (!map.map.getBounds().contains(at)) map.map.setView(at, isPlaced ? Math.max(map.map.getZoom(), STREET_ZOOM) : TOWN_ZOOM);
  }, [pin.lat, pin.lng, locationExact, isPlaced, mapReady]);

  const useMine = () => {
    if (!('geolocation' in navigator)) return refuse('unsupported');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        latest.current({ lat: position.coords.latitude, lng: position.coords.longitude }, true);
      },
      (problem) => {
        setLocating(false);
        refuse(geolocationProblem(problem.code));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  };

  const described = controlProps(id, { error: errors.coordinates, hint: t('editor.location.hint') });
  const shownHint = t('editor.location.shown.hint', { radius: APPROXIMATE_RADIUS_M });
  const shownProps = controlProps(exactId, { error: errors.locationExact, hint: shownHint });
  return (
    <section className={editor.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('editor.sections.location')}</h2>
      <div
        ref={box}
        id={id}
        role="group"
        tabIndex={-1}
        aria-labelledby={headingId}
        aria-describedby={described['aria-describedby']}
        className={styles.place}
        data-testid="listing-location"
        data-placed={coordinates ? 'true' : 'false'}
        data-lat={pin.lat}
        data-lng={pin.lng}
      >
        <div className={styles.mapBox} data-invalid={errors.coordinates ? true : undefined}>
          {near ? <LeafletMap center={opening.center} zoom={opening.zoom} ariaLabel={t('editor.location.mapLabel')} className={styles.map} onReady={ready} /> : null}
        </div>
        {/* Named latitude/longitude: `lng` is i18next's option for the language. */}
        <p className={styles.point} aria-live="polite" data-testid="location-point">
          {coordinates ? t('editor.location.point', { latitude: coordinateText(coordinates.lat), longitude: coordinateText(coordinates.lng) }) : t('editor.location.notPlaced')}
        </p>
        <div className={styles.actions}>
          <Button small busy={locating} onClick={useMine} testId="use-my-location">
            {locating ? t('editor.location.locating') : t('editor.location.useMine')}
          </Button>
          <Button small disabled={!mapReady} onClick={() => drawn.current && latest.current(drawn.current.map.getCenter())} testId="pin-map-centre">
            {t('editor.location.pinCentre')}
          </Button>
          {coordinates ? (
            <Button small look="link" danger onClick={() => set('coordinates', null)} testId="remove-location">
              {t('editor.location.remove')}
            </Button>
          ) : null}
        </div>
        <FieldError id={id} error={errors.coordinates} />
        <FieldHint id={id} hint={t('editor.location.hint')} />
      </div>
      <fieldset className={editor.choices} id={exactId} aria-describedby={shownProps['aria-describedby']} data-testid="location-exact">
        <legend className={fields.label}>{t('editor.location.shown.label')}</legend>
        <label className={fields.check}>
          <input type="radio" name={exactId} value="approximate" checked={!locationExact} onChange={() => set('locationExact', false)} />
          {t('editor.location.shown.approximate', { radius: APPROXIMATE_RADIUS_M })}
        </label>
        <label className={fields.check}>
          <input type="radio" name={exactId} value="exact" checked={locationExact} onChange={() => set('locationExact', true)} />
          {t('editor.location.shown.exact')}
        </label>
        <FieldHint id={exactId} hint={shownHint} />
        <FieldError id={exactId} error={errors.locationExact} />
      </fieldset>
    </section>
  );
}
