// Leaflet's stylesheet, imported for its effect: each area's rspack config handles CSS.
declare module 'leaflet/dist/leaflet.css';
