import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { use__Record__Record } from './route';

/** The record's __tab__ tab: titled with the record, an empty state until the tab is built. */
export const Route = createFileRoute('/_app__areaPath__/$__param__/__tab__')({
  ...recordTabRoute({ permission: tabPermission('__areaId__', '__tab__'), namespaces: [] }),
  component: __Record____Tab__Route,
});

function __Record____Tab__Route() {
  const { __param__ } = Route.useParams();
  return <AreaRecordFrame area="__areaId__" id={__param__} tab="__tab__" label={use__Record__Record().name} />;
}
