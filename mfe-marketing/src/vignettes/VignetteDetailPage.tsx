import { NotFoundStatus } from '@gbc/web-kit';
import { useParams } from 'react-router-dom';
import { useVignette } from './api.js';
import { vignetteDetailCopy } from './copy.js';
import { VignetteDetail } from './VignetteDetail.js';
import { VignetteDetailSkeleton } from './VignetteDetailSkeleton.js';
import { VignetteUnavailable } from './VignetteUnavailable.js';

/** /vignettes/:slug: skeleton, then the vignette, its not-found view or its error view (spec 1). */
export default function VignetteDetailPage() {
  const { slug = '' } = useParams();
  const detail = useVignette(slug);

  switch (detail.status) {
    case 'loading':
      return <VignetteDetailSkeleton />;
    case 'not-found':
      return (
        <>
          <NotFoundStatus />
          <VignetteUnavailable {...vignetteDetailCopy.notFound} />
        </>
      );
    case 'error':
      return <VignetteUnavailable {...vignetteDetailCopy.error} />;
    case 'loaded':
      return <VignetteDetail vignette={detail.vignette} />;
  }
}
