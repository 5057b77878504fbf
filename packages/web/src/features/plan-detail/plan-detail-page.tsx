import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Messages,
  aflacGate,
  allQuestionsAnswered,
  isConflict,
  formatMoney,
  selectedGroupLine,
  type AflacAnswers,
  type DomainError,
  type PlanAnswer,
  type PricingOutcome,
  type PricingRemedy,
} from '@benefit-store/domain';
import type { AddPlanInput, AddPlanOutcome, OfferPopup, PlanQuestionView } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED, DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useInvalidate, useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { useVisitor } from '../../shell/index.ts';
import { CHECKOUT_ON_ARRIVAL } from '../cart/index.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { DependentsModal, EditQuoteModal, SearchSummary, planPath, usePlanWords } from '../plans/index.ts';
import { AflacQuestions } from './aflac-questions.tsx';
import { AccidentOfferModal, AlreadyActiveModal, AnnualIncomeModal, MembershipModal, TobaccoModal } from './answer-modals.tsx';
import { PlanDescription } from './plan-description.tsx';
import { PlanDetailTexts } from './plan-detail-texts.ts';
import { PlanQuestionsForm } from './plan-questions-form.tsx';
import { RemedyText } from './pricing-banner.tsx';
import { AskTierModal, GroupCodeModal, PortalPickerModal } from './start-modals.tsx';
import { SuggestedProducts } from './suggested-products.tsx';
import '../../styles/plans.css';
import '../../styles/plan-detail.css';

type Dialog =
  | { readonly kind: 'edit' | 'tobacco' | 'dependents' | 'membership' | 'ask-tier' | 'portal' | 'enroll-group' | 'group-code' }
  | { readonly kind: 'income'; readonly remedy: 'annual-income' | 'working-hours' }
  | { readonly kind: 'already-active'; readonly message: string }
  | { readonly kind: 'offer'; readonly offer: OfferPopup };

/** A notice above the plan: the domain's English text (worded when shown), or the group the shopper joined. */
type Notice = { readonly tone: 'success' | 'error'; readonly text: string } | { readonly tone: 'success'; readonly joinedGroup: string };

/** The banner beside Add to Cart: the domain's English texts, worded when shown and read as one. */
type CartBanner = readonly string[];

/** A failure's one message, in English as the use case gives it (worded when shown). */
const messageOf = (error: DomainError): string => (error.kind === 'validation' ? (Object.values(error.fields)[0] ?? '') : error.message);

/**
 * plan/{id}/{planName} (doc 001 sections 2.3, 4 and 8): breadcrumb, who the quote is for, the quote's summary
 * with Edit, the price or its banner (with the modal its 'clicking here' opens), the questions, the aflac-type
 * gate, Add to Cart (membership pair, blackout, already active, the accident offer), Enroll to Group, the
 * description and suggested products. A replaced plan (changePid) reloads under its replacement's id.
 */
export const PlanDetailPage = () => {
  const texts = useTexts(PlanDetailTexts);
  const messages = useTexts(Messages);
  const words = usePlanWords();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const visitor = useVisitor();
  const openPlansAfresh = useUseCase('OpenPlansAfresh');
  const open = useUseCase('OpenPlanDetail');
  const loadContext = useUseCase('LoadPlanPageContext');
  const loadOverview = useUseCase('LoadPlansOverview');
  const loadQuestions = useUseCase('LoadPlanQuestions');
  const loadAflac = useUseCase('LoadAflacQuestions');
  const loadGroupInfo = useUseCase('LoadGroupEnrollmentInfo');
  const answerQuestions = useUseCase('AnswerPlanQuestions');
  const answerAflac = useUseCase('AnswerAflacQuestions');

  const page = useUseCaseQuery(DataTopics.planPage(id), () => open(id));
  const detail = page.data?.detail;
  const planId = detail?.planId ?? id;
  const hasQuote = page.data?.checks !== undefined;
  const context = useUseCaseQuery(DataTopics.planPageContext, () => loadContext());
  const overview = useUseCaseQuery(DataTopics.plansOverview(undefined), () => loadOverview(), { enabled: hasQuote });
  const questions = useUseCaseQuery(DataTopics.planQuestions(planId), () => loadQuestions(planId), { enabled: hasQuote && detail?.hasQuestions === true });
  const aflac = useUseCaseQuery(DataTopics.aflacQuestions(planId), () => loadAflac(planId), { enabled: detail?.hasAflacQuestions === true });
  const groupInfo = useUseCaseQuery(DataTopics.groupEnrollment(planId), () => loadGroupInfo(planId), { enabled: hasQuote });

  // The page's changes are based on the version its price and checks were read at, one after another (docs/adr/0713).
  const screen = page.data?.screen;
  const addPlan = useUseCase('AddPlanToCart');
  const add = useUseCaseMutation((input: AddPlanInput) => addPlan(input, screen), CART_CHANGED);
  const saveAnswers = useUseCaseMutation(
    (input: { readonly asked: readonly PlanQuestionView[]; readonly answers: readonly PlanAnswer[] }) => answerQuestions(planId, input.asked, input.answers, screen),
    QUOTE_CHANGED,
  );
  const saveAflac = useUseCaseMutation((answers: AflacAnswers) => answerAflac(planId, answers, screen));
  const invalidate = useInvalidate();

  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<Notice>();
  const [cartBanner, setCartBanner] = useState<CartBanner>();
  // 'Please answer all questions' (gone once all are answered), the server's decline, or a failure: shown once, by the form.
  const [questionsError, setQuestionsError] = useState<string>();
  const [questionsDone, setQuestionsDone] = useState(false);
  const [aflacAnswers, setAflacAnswers] = useState<AflacAnswers>({});
  const [aflacRevealed, setAflacRevealed] = useState(false);
  const [optionId, setOptionId] = useState<string>();
  // Enroll Now is Add to Cart that goes on into checkout: the cart opens with its checkout flow started.
  const enrolling = useRef(false);
  const toCart = () => void navigate('/cart', enrolling.current ? { state: CHECKOUT_ON_ARRIVAL } : undefined);
  const openingShown = useRef(false);

  // changePid: the plan reloads under the replacement's id (doc 001 section 4).
  useEffect(() => {
    if (detail && detail.planId !== id) void navigate(planPath(detail), { replace: true });
  }, [detail, id, navigate]);

  // What the page asks first: a tier (askTier), or a portal (and group) when the quote has neither.
  const opening = context.data?.opening;
  useEffect(() => {
    if (openingShown.current || !opening || opening === 'none') return;
    openingShown.current = true;
    setDialog({ kind: opening === 'ask-tier' ? 'ask-tier' : 'portal' });
  }, [opening]);

  const close = () => setDialog(undefined);
  const price = page.data?.price;
  const options = price?.kind === 'priced' ? price.options : [];
  const option = options.find((o) => o.pricingId === optionId) ?? options[0];
  const checks = page.data?.checks;
  const aflacQuestions = aflac.data ?? [];
  const gate = aflacGate(aflacQuestions, aflacAnswers);
  const questionnaire = questions.data;
  const showQuestions = questionnaire !== undefined && questionnaire.questions.length > 0 && questionnaire.outcome !== 'accepted' && !questionsDone;
  // The form shows the server's decline beside its Submit; the price card would say the same again.
  const declineShown =
    showQuestions && questionsError !== undefined && price?.kind === 'not-priced' && 'message' in price.outcome && price.outcome.message === questionsError;
  // While the page reads again after a change of the quote, Add to Cart waits: it is based on what the page shows.
  const busy = add.isPending || saveAflac.isPending || page.fetching;

  const onRemedy = (remedy: PricingRemedy) => {
    if (remedy === 'annual-income' || remedy === 'working-hours') setDialog({ kind: 'income', remedy });
    else if (remedy === 'tobacco-usage') setDialog({ kind: 'tobacco' });
    else setDialog({ kind: 'edit' });
  };

  /**
   * A change's failure beside Add to Cart. Another window changed the enrollment since the page was read: the page reads
   * again (the price as the quote is now) and says what was not added (docs/adr/0713).
   */
  const cartFailure = (error: DomainError, planName: string) => {
    if (!isConflict(error, 'changed-elsewhere')) return setCartBanner([messageOf(error)]);
    setDialog(undefined);
    setCartBanner([Messages.enrollmentChangedElsewhere, Messages.cartAdditionNotDone(planName)]);
    void invalidate(QUOTE_CHANGED);
  };

  const afterAdd = (outcome: AddPlanOutcome) => {
    if (outcome.kind === 'refused') {
      const { code, message } = outcome.refusal;
      if (code === 'already-active') return setDialog({ kind: 'already-active', message });
      // blackout (the red banner), and any other refusal, beside the Add to Cart button.
      return setCartBanner([message]);
    }
    if (outcome.offer) return setDialog({ kind: 'offer', offer: outcome.offer });
    toCart();
  };

  const addToCart = (withMembership = false, enroll = enrolling.current) => {
    enrolling.current = enroll;
    setCartBanner(undefined);
    setNotice(undefined);
    if (!option || !detail) return;
    if (groupInfo.data?.captureGroupCode) return setDialog({ kind: 'group-code' });
    if (aflacQuestions.length > 0 && !gate.canAddToCart) return setAflacRevealed(true);
    const membership = checks?.needsMembership ? checks.membership : undefined;
    if (membership && !withMembership) return setDialog({ kind: 'membership' });
    const run = () =>
      add.mutate(
        { planId: detail.planId, pricingId: option.pricingId, ...(membership ? { membership: { planId: membership.planId, pricingId: membership.pricingId } } : {}) },
        { onSuccess: afterAdd, onError: (error) => cartFailure(error, detail.name) },
      );
    if (aflacQuestions.length === 0) return run();
    // The server's gate decides: the answers are saved first.
    saveAflac.mutate(aflacAnswers, {
      onSuccess: (serverGate) => {
        if (serverGate.canAddToCart) return run();
        setAflacRevealed(true);
        const banner = serverGate.banner ?? Object.values(serverGate.messages)[0];
        setCartBanner(banner === undefined ? undefined : [banner]);
      },
      onError: (error) => cartFailure(error, detail.name),
    });
  };

  const acceptOffer = (offer: OfferPopup) =>
    add.mutate(
      { planId: offer.planId, pricingId: offer.pricingId },
      {
        onSuccess: (outcome) => (outcome.kind === 'refused' ? setCartBanner([outcome.refusal.message]) : toCart()),
        onError: (error) => cartFailure(error, offer.name),
      },
    );

  const submitQuestions = (answers: readonly PlanAnswer[]) => {
    if (!questionnaire) return;
    setQuestionsError(undefined);
    setNotice(undefined);
    saveAnswers.mutate(
      { asked: questionnaire.questions, answers },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'declined') return setQuestionsError(outcome.message);
          setQuestionsDone(true);
          setNotice({ tone: 'success', text: outcome.message });
        },
        onError: (error) => {
          setQuestionsError(messageOf(error));
          // Another window changed the enrollment: the page reads again (docs/adr/0713).
          if (isConflict(error, 'changed-elsewhere')) void invalidate(QUOTE_CHANGED);
        },
      },
    );
  };

  // What sits above the plan (who it is for, the quote's summary) shows with it, never pushing it down later.
  const cartBannerText = cartBanner?.map(words.message).join(' ');
  const arriving = (query: { status: string; data?: unknown }) => query.status === 'loading' && query.data === undefined;
  if (arriving(page) || arriving(context) || (hasQuote && arriving(overview))) return <RouteFallback />;
  if (page.status === 'failed' && !page.data) {
    return (
      <div className="pd-page">
        {/* The page keeps a heading when its plan cannot be shown (a plan id no plan has, an outage). */}
        <h1>{texts.planDetails}</h1>
        <p className="banner banner--error" role="alert">
          {page.error ? words.failure(page.error) : ''}
        </p>
        <Link to="/plans">{texts.plans}</Link>
      </div>
    );
  }
  if (!detail || !page.data) return null;
  const related = page.data.related;
  const dependents = overview.data?.dependents;

  return (
    <div className="pd-page">
      <nav className="pd-crumbs" aria-label={texts.breadcrumb}>
        <ol>
          <li>
            <Link to={visitor?.home ?? '/'}>{texts.home}</Link>
          </li>
          {visitor?.currentMemberCrumb ? (
            <li>
              <Link to={visitor.currentMemberCrumb}>{texts.currentMember}</Link>
            </li>
          ) : null}
          <li>
            <button type="button" className="pd-crumbs__link" onClick={() => void navigate(openPlansAfresh())}>
              {texts.plans}
            </button>
          </li>
          <li aria-current="page">{texts.planDetails}</li>
        </ol>
      </nav>

      {context.data?.selection || context.data?.portal ? (
        <p className="pd-selected">
          {context.data.selection ? <span>{selectedGroupLine(context.data.selection.group, context.data.selection.member, messages)}</span> : null}
          {context.data.portal ? <span>{texts.portal(context.data.portal)}</span> : null}
        </p>
      ) : null}

      {overview.data ? <SearchSummary items={overview.data.summary} onEdit={() => setDialog({ kind: 'edit' })} compact /> : null}

      <header className="pd-title">
        {detail.logo ? <img className="pd-title__logo" src={detail.logo} alt="" width="72" height="72" /> : null}
        <div>
          <h1>{detail.name}</h1>
          {detail.texts.blueBarText ? <p className="pd-title__bar">{detail.texts.blueBarText}</p> : null}
        </div>
      </header>

      <div aria-live="polite">
        {notice ? (
          <p className={`banner ${notice.tone === 'success' ? 'banner--success' : 'banner--error'}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {'joinedGroup' in notice ? texts.joinedGroup(notice.joinedGroup) : words.message(notice.text)}
          </p>
        ) : null}
      </div>

      <div className="pd-layout">
        <div className="pd-main">
          {showQuestions ? (
            <PlanQuestionsForm
              questions={questionnaire.questions}
              busy={saveAnswers.isPending}
              error={questionsError}
              onSubmit={submitQuestions}
              onChange={(answers) => {
                if (questionsError === Messages.answerAllQuestions && allQuestionsAnswered(questionnaire.questions, answers)) setQuestionsError(undefined);
              }}
            />
          ) : null}
          <PlanDescription texts={detail.texts} />
        </div>

        <aside className="pd-side">
          {/* The decline the question form shows beside its Submit is not said a second time: no price card then. */}
          {declineShown ? null : (
            <section className="pd-card pd-price" aria-labelledby="pd-price-title">
              <h2 id="pd-price-title" className="pd-card__title">
                {texts.yourPrice}
              </h2>
              {price?.kind === 'not-priced' ? (
                <PriceOutcome outcome={price.outcome} onRemedy={onRemedy} />
              ) : (
                <>
                  {options.length > 1 ? (
                    <fieldset className="pd-options-list">
                      <legend>{texts.chooseOption}</legend>
                      {options.map((o) => (
                        <label key={o.pricingId} className={`pd-option${o.pricingId === option?.pricingId ? ' pd-option--checked' : ''}`}>
                          <input type="radio" name="pricing-option" checked={o.pricingId === option?.pricingId} onChange={() => setOptionId(o.pricingId)} />
                          <span className="pd-option__label">{o.label}</span>
                          <span className="pd-option__price">{formatMoney(o.price)}</span>
                        </label>
                      ))}
                    </fieldset>
                  ) : null}
                  {option ? (
                    <p className="pd-price__amount">
                      <strong>{formatMoney(option.price)}</strong> {texts.perMonth}
                    </p>
                  ) : null}
                </>
              )}

              {checks?.needsSpouseDob && dependents ? (
                <p className="pd-muted">
                  {texts.spouseDobLead}{' '}
                  <button type="button" className="pd-remedy" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'dependents' })}>
                    {texts.spouseDobAction}
                  </button>
                </p>
              ) : null}

              {aflacQuestions.length > 0 && option ? (
                <AflacQuestions
                  questions={aflacQuestions}
                  answers={aflacAnswers}
                  gate={gate}
                  revealed={aflacRevealed}
                  onAnswer={(qid, value) => {
                    setCartBanner(undefined);
                    setAflacAnswers((all) => ({ ...all, [qid]: value }));
                  }}
                />
              ) : null}

              {cartBannerText ? (
                <p className="banner banner--error pd-cart-banner" role="alert">
                  {cartBannerText}
                </p>
              ) : null}

              {option ? (
                <div className="pd-actions">
                  <button type="button" className="button button--primary button--block" onClick={() => addToCart(false, false)} disabled={busy}>
                    {texts.addToCart}
                  </button>
                  <button type="button" className="button button--ghost button--block" onClick={() => addToCart(false, true)} disabled={busy}>
                    {texts.enrollNow}
                  </button>
                  {detail.groupEnrollment && groupInfo.data?.groupEnrollment ? (
                    <button type="button" className="button button--ghost button--block" onClick={() => setDialog({ kind: 'enroll-group' })} aria-haspopup="dialog">
                      {texts.enrollToGroup}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </section>
          )}
          <SuggestedProducts plans={related} />
        </aside>
      </div>

      {dialog?.kind === 'edit' && overview.data ? (
        <Suspense fallback={null}>
          <EditQuoteModal filter={overview.data.filter} asksCategory={overview.data.asksCategory} premierInCart={overview.data.premierInCart} title={texts.editBasicInfo} onClose={close} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'dependents' && dependents ? (
        <Suspense fallback={null}>
          <DependentsModal block={dependents} onClose={close} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'income' ? (
        <AnnualIncomeModal
          filter={overview.data?.filter}
          asks={dialog.remedy === 'annual-income' ? { annualIncome: true } : { workingHours: true }}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'tobacco' ? <TobaccoModal filter={overview.data?.filter} onClose={close} /> : null}
      {dialog?.kind === 'already-active' ? <AlreadyActiveModal message={dialog.message} onClose={close} /> : null}
      {dialog?.kind === 'offer' ? (
        <AccidentOfferModal
          offer={dialog.offer}
          busy={add.isPending}
          error={cartBannerText}
          onDecline={toCart}
          onAccept={() => acceptOffer(dialog.offer)}
        />
      ) : null}
      {dialog?.kind === 'membership' && checks?.membership ? (
        <MembershipModal
          membership={checks.membership}
          enrolling={enrolling.current}
          onClose={close}
          onChoose={() => {
            close();
            addToCart(true);
          }}
        />
      ) : null}
      {dialog?.kind === 'ask-tier' ? <AskTierModal onClose={close} /> : null}
      {dialog?.kind === 'portal' && context.data ? (
        <PortalPickerModal
          portals={context.data.portals}
          groups={context.data.groups}
          withGroup={context.data.opening === 'pick-portal-then-group'}
          onClose={close}
          onChosen={() => setDialog({ kind: 'edit' })}
        />
      ) : null}
      {dialog?.kind === 'enroll-group' || dialog?.kind === 'group-code' ? (
        <GroupCodeModal
          title={dialog.kind === 'enroll-group' ? texts.groupCodeTitle : texts.groupCodeCaptureTitle}
          onClose={close}
          onJoined={(name) => {
            close();
            setNotice({ tone: 'success', joinedGroup: name });
          }}
        />
      ) : null}
    </div>
  );
};

/** Where the price goes when there is none: the banner with its remedy, the server's message, or the way to a quote. */
const PriceOutcome = ({ outcome, onRemedy }: { outcome: PricingOutcome; onRemedy: (remedy: PricingRemedy) => void }) => {
  const texts = useTexts(PlanDetailTexts);
  const words = usePlanWords();
  switch (outcome.kind) {
    case 'banner':
      return (
        <p className="banner banner--error pd-banner" role="alert">
          <RemedyText message={words.message(outcome.message)} remedy={outcome.remedy} onRemedy={onRemedy} />
        </p>
      );
    case 'server-message':
    case 'dependent-error':
      return outcome.message ? (
        <p className="banner banner--error pd-banner" role="alert">
          {words.message(outcome.message)}
        </p>
      ) : null;
    case 'flag':
      return outcome.code === 'enrollmentIdError' ? (
        <div className="pd-get-quote">
          <p className="pd-muted">{texts.getQuoteLead}</p>
          <Link className="button button--primary button--block" to="/landing-page">
            {texts.getQuote}
          </Link>
        </div>
      ) : null;
    default:
      return null;
  }
};
