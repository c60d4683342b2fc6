import { defaultSecurityTab, isSecurityTab, type SecurityTab, securityTabs } from '@gbc/contracts/admin';
import { pathTo, withSearch } from '@gbc/site-map';
import { Card, Heading, Stack, Text } from '@gbc/ui';
import { Tabs } from '@gbc/ui/controls';
import { useSearchParams } from 'react-router-dom';
import { securityCopy } from './content/security-copy.js';
import { SecurityCounters } from './SecurityCounters.js';
import { SecurityEntries } from './SecurityEntries.js';

const tabLinks = securityTabs.map((tab) => ({
  id: tab,
  label: securityCopy.tabs[tab].label,
  to: withSearch(pathTo('/admin/security'), { tab: tab === defaultSecurityTab ? undefined : tab }),
}));

/** The dashboard an admin sees: the counters, the three tabs of audit entries, and who can see them. */
export default function SecurityDashboard({ accessToken }: { accessToken: string }) {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: SecurityTab = isSecurityTab(requested) ? requested : defaultSecurityTab;
  return (
    <Stack gap="xl">
      <Text>{securityCopy.intro}</Text>
      <SecurityCounters accessToken={accessToken} />
      <Tabs label={securityCopy.tabsLabel} tabs={tabLinks} selectedId={tab}>
        <SecurityEntries key={tab} tab={tab} accessToken={accessToken} />
      </Tabs>
      <Card as="aside" aria-labelledby="security-access-title">
        <Stack gap="xs">
          <Heading level={2} size="sm" id="security-access-title">
            {securityCopy.accessCard.title}
          </Heading>
          <Text>{securityCopy.accessCard.text}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
