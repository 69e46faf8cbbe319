import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../api/public-config.api';
import { matchMeta } from '../../ui/list.css';

/** Above the match list when the server fell back to the demo because football-data.co.uk
 * could not be reached (each match also says "demo data"). */
export function MatchDataNotice() {
  const { data } = useQuery(publicConfigQuery);
  if (data?.match_data?.demo_reason !== 'unreachable') return null;
  return (
    <p className={matchMeta} role="status">
      <Trans>
        Demo data: football-data.co.uk could not be reached, so these matches are generated. Real
        fixtures replace them once it answers.
      </Trans>
    </p>
  );
}
