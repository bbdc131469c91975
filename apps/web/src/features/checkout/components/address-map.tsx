/// <reference types="leaflet.markercluster" />
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import type { PickupPoint } from '@shop/contracts/places.ts';
import { MAP_DEFAULTS } from '@shop/contracts/rules/checkout-fields.ts';
import { formatNumber } from '@shop/ui/format.ts';
import { env } from '@/config/env.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './address-map.module.css';

type LatLng = { lat: number; lng: number };

/** A delivery marker: a saved delivery address or the one just chosen. */
export type DeliveryMarker = LatLng & { key: string; text: string; onChoose: () => void };

export type AddressMapProps = {
  /** Where the map looks when nothing is chosen: the window's city. */
  city: LatLng;
  points: readonly PickupPoint[];
  deliveries: readonly DeliveryMarker[];
  selectedPointId: number | null;
  /** The chosen delivery address, when the window is on delivery. */
  selectedDelivery: LatLng | null;
  onPoint: (point: PickupPoint) => void;
  /** The shopper saves data: the map's tiles load only once they ask for them; markers show at once. */
  tilesOnRequest?: boolean;
};

const markerIcon = (className: string) => L.divIcon({ className, html: '<span></span>', iconSize: [30, 38], iconAnchor: [15, 36] });

/**
 * The desktop address window's map (cart-and-ordering.md §2, §9): pickup points clustered (the
 * demo has 2 708 of them; Leaflet.markercluster through react-leaflet-cluster) and delivery
 * addresses, each kind with its own marker; a marker of the other kind switches the delivery type
 * (the window's handlers do). Centre 55.755864, 37.617698, zoom 10.7, 1 s animations, and every
 * move leaves the 340 px panel on the left uncovered. This module and Leaflet load only with the window.
 */
export function AddressMap({
  city,
  points,
  deliveries,
  selectedPointId,
  selectedDelivery,
  onPoint,
  tilesOnRequest = false,
}: AddressMapProps) {
  const [tilesShown, setTilesShown] = useState(!tilesOnRequest);
  const icons = useMemo(
    () => ({
      pickup: markerIcon(styles.pickup ?? ''),
      pickupChosen: markerIcon(`${styles.pickup ?? ''} ${styles.chosen ?? ''}`),
      delivery: markerIcon(styles.delivery ?? ''),
      deliveryChosen: markerIcon(`${styles.delivery ?? ''} ${styles.chosen ?? ''}`),
    }),
    [],
  );
  const selectedPoint = points.find((point) => point.id === selectedPointId) ?? null;
  const focus = selectedPoint ?? selectedDelivery;
  return (
    <div className={styles.map} aria-label={t.map.label} role="region">
      <MapContainer
        center={[MAP_DEFAULTS.centre.lat, MAP_DEFAULTS.centre.lng]}
        zoom={MAP_DEFAULTS.zoom}
        zoomSnap={0.1}
        // The tile layer's own limit, said here too: the clusters need one before any tiles are shown.
        maxZoom={18}
        zoomControl={false}
        className={styles.canvas}
      >
        {env.mapTileUrl && tilesShown ? <TileLayer url={env.mapTileUrl} attribution={t.map.attribution} /> : null}
        <ZoomControl position="topright" zoomInTitle={t.map.zoomIn} zoomOutTitle={t.map.zoomOut} />
        <MapView city={city} focus={focus} />
        <MarkerClusterGroup
          chunkedLoading
          showCoverageOnHover={false}
          maxClusterRadius={60}
          disableClusteringAtZoom={16}
          iconCreateFunction={(cluster: L.MarkerCluster) => {
            const count = formatNumber(cluster.getChildCount());
            return L.divIcon({
              className: styles.cluster ?? '',
              html: `<span title="${t.map.cluster(count)}">${count}</span>`,
              iconSize: [40, 40],
            });
          }}
        >
          {points.map((point) => (
            <Marker
              key={point.id}
              position={[point.lat, point.lng]}
              icon={point.id === selectedPointId ? icons.pickupChosen : icons.pickup}
              title={t.map.pickupMarker(point.text)}
              eventHandlers={{ click: () => onPoint(point) }}
            />
          ))}
        </MarkerClusterGroup>
        {deliveries.map((delivery) => {
          const chosen = selectedDelivery !== null && selectedDelivery.lat === delivery.lat && selectedDelivery.lng === delivery.lng;
          return (
            <Marker
              key={delivery.key}
              position={[delivery.lat, delivery.lng]}
              icon={chosen ? icons.deliveryChosen : icons.delivery}
              title={t.map.deliveryMarker(delivery.text)}
              zIndexOffset={1000}
              eventHandlers={{ click: delivery.onChoose }}
            />
          );
        })}
      </MapContainer>
      {env.mapTileUrl && !tilesShown ? (
        <button type="button" className={styles.showTiles} onClick={() => setTilesShown(true)}>
          {t.map.showTiles}
        </button>
      ) : null}
    </div>
  );
}

/** Moves the view to the chosen place (or the city) with the 1 s animation, right of the panel. */
function MapView({ city, focus }: { city: LatLng; focus: LatLng | null }) {
  const map = useMap();
  const first = useRef(true);
  const target = focus ?? city;
  const zoom = focus ? Math.max(map.getZoom(), 15) : MAP_DEFAULTS.zoom;
  useEffect(() => {
    const point = map.project([target.lat, target.lng], zoom).subtract([MAP_DEFAULTS.leftMarginPx / 2, 0]);
    const centre = map.unproject(point, zoom);
    if (first.current) {
      first.current = false;
      map.setView(centre, zoom, { animate: false });
    } else {
      map.flyTo(centre, zoom, { duration: MAP_DEFAULTS.animationMs / 1000 });
    }
    // The view follows the place, not every re-render of the same place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, target.lat, target.lng]);
  return null;
}
