import { Button } from '@seller-portal/ui';
import { useState, type MouseEvent } from 'react';
import { usePickupPointsTranslation } from '../i18n/resources';
import { project, tilesAround, tileUrlOf, unproject } from '../lib/map-tiles';
import styles from './pickup-points.module.css';

/** Where the map opens for a pickup point without a pin yet: all of Indonesia. */
const indonesia = { latitude: -2.5, longitude: 118, zoom: 5 };

/**
 * The pin on the configured tile server's map: a click moves it there; the zoom buttons step in and out. The typed
 * coordinates beside it are the same value, and the way to set it without a pointer.
 */
export function MapPin({
  tileUrl,
  latitude,
  longitude,
  onPick,
}: {
  tileUrl: string;
  latitude: number | null;
  longitude: number | null;
  onPick: (point: { latitude: number; longitude: number }) => void;
}) {
  const { t } = usePickupPointsTranslation();
  const pinned = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);
  const [zoom, setZoom] = useState(pinned ? 16 : indonesia.zoom);
  const center = pinned ? project(latitude, longitude, zoom) : project(indonesia.latitude, indonesia.longitude, zoom);

  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const dx = (event.clientX - box.left - box.width / 2) / 256;
    const dy = (event.clientY - box.top - box.height / 2) / 256;
    onPick(unproject(center.x + dx, center.y + dy, zoom));
  };

  return (
    <div className={styles.mapBlock}>
      <p className={styles.sectionLead}>{t('mapHint')}</p>
      <div className={styles.map} onClick={pick} data-testid="pickup-point-map">
        {tilesAround(center, zoom).map((tile) => (
          <img
            key={`${zoom}-${tile.x}-${tile.y}-${tile.left}`}
            className={styles.mapTile}
            src={tileUrlOf(tileUrl, zoom, tile.x, tile.y)}
            alt=""
            draggable={false}
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        ))}
        {pinned && <span className={styles.mapPin} aria-hidden="true" />}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" disabled={zoom >= 19} onClick={() => setZoom(zoom + 1)}>
          {t('zoomIn')}
        </Button>
        <Button variant="secondary" size="sm" disabled={zoom <= 3} onClick={() => setZoom(zoom - 1)}>
          {t('zoomOut')}
        </Button>
      </div>
    </div>
  );
}
