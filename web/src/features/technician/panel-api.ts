import { graphql, type ResultOf } from '../../lib/graphql.ts';

/**
 * The panel's one request: who is looking (the permission its buttons need) and their own visits, with what a card
 * and the detail view show.
 */
export const technicianVisitsQuery = graphql(`
  query technicianVisits($from: DateTime!, $to: DateTime!) {
    me {
      id
      role
      prefLang
      permissions {
        allowedToCompleteVisit
        allowedToRegTime
      }
    }
    company {
      allowTimeReg
    }
    technicianVisits(from: $from, to: $to) {
      id
      caseNumber
      status
      start
      end
      version
      updatedAt
      description
      customer {
        id
        name
        phoneNumber
      }
      address {
        streetAddress
        zipcode
        city
        latitude
        longitude
      }
    }
  }
`);

export type PanelVisit = ResultOf<typeof technicianVisitsQuery>['technicianVisits'][number];

/** Whether the viewer is a field worker: the landing on a phone asks this once per session. */
export const panelViewerQuery = graphql(`
  query panelViewer {
    me {
      id
      role
      kind
      permissions {
        allowedToCompleteVisit
      }
    }
  }
`);

export type PanelViewer = ResultOf<typeof technicianVisitsQuery>['me'];

/** One visit as it is now, for a conflict: what the office changed. */
export const panelVisitQuery = graphql(`
  query panelVisit($id: ID!) {
    visit(id: $id) {
      id
      caseNumber
      status
      start
      end
      version
      updatedAt
      description
      archived
      customer {
        id
        name
        phoneNumber
      }
      address {
        streetAddress
        zipcode
        city
        latitude
        longitude
      }
    }
  }
`);

export const startVisitMutation = graphql(`
  mutation panelStartVisit($id: ID!, $version: Int!, $idempotencyKey: String) {
    startVisit(id: $id, version: $version, idempotencyKey: $idempotencyKey) {
      id
      status
      version
      updatedAt
    }
  }
`);

export const finishVisitMutation = graphql(`
  mutation panelFinishVisit($id: ID!, $version: Int!, $reportCompleted: Boolean!, $idempotencyKey: String) {
    finishVisit(id: $id, version: $version, reportCompleted: $reportCompleted, idempotencyKey: $idempotencyKey) {
      id
      status
      version
      updatedAt
    }
  }
`);

export const setReportCompletedMutation = graphql(`
  mutation panelSetReportCompleted($id: ID!, $version: Int!, $completed: Boolean!, $idempotencyKey: String) {
    setReportCompleted(id: $id, version: $version, completed: $completed, idempotencyKey: $idempotencyKey) {
      id
      status
      version
      updatedAt
    }
  }
`);

/** A time registration on a visit (a queued action, decisions/0016); the key makes a replay count once. */
export const registerTimeMutation = graphql(`
  mutation panelRegisterTime($input: TimeRegistrationInput!, $idempotencyKey: String) {
    registerTime(input: $input, idempotencyKey: $idempotencyKey) {
      id
      visitId
    }
  }
`);

/** The viewer's own ISO week of hours (employeeId left out), for "Min uge". */
export const panelWeekQuery = graphql(`
  query panelWeek($date: String!) {
    timesheetWeek(date: $date) {
      isoWeek
      weekStart
      minutes
      normMinutes
      days {
        date
        minutes
      }
    }
  }
`);

export type PanelWeek = ResultOf<typeof panelWeekQuery>['timesheetWeek'];
