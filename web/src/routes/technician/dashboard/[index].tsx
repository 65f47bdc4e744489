import { createFileRoute } from '@tanstack/react-router';
import { TechnicianComing } from '../../../features/technician/technician-coming.tsx';

// The literal path /technician/dashboard/index (the bracket escapes the index-route convention).
export const Route = createFileRoute('/technician/dashboard/index')({
  staticData: { titleKey: 'pages.technicianTitle' },
  component: TechnicianComing,
});
