import { useParams } from 'react-router-dom';
import { isMissingListing, useProperty } from './api/use-property';
import { PropertyView } from './property-view';
import { PropertyLoadError, PropertyLoading, PropertyNotFound } from './states/page-states';

/** /property/:id — one listing: its photos, tour, facts, owner and similar listings. */
export function PropertyPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useProperty(id);
  if (data) return <PropertyView key={data.id} property={data} />;
  if (error && !isLoading) {
    return isMissingListing(error) ? <PropertyNotFound /> : <PropertyLoadError error={error} onRetry={() => void mutate()} />;
  }
  return <PropertyLoading />;
}
