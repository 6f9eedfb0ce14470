// What both run-time tuners (controller_compaction.h, controller_l0.h) share: the DB whose column families they
// retune, the log their decisions go to, and the thread that runs their Step every interval.
#pragma once
#include <rocksdb/db.h>

#include <utility>
#include <vector>

#include "controller_log.h"
#include "db_property.h"
#include "periodic_thread.h"

namespace rocktune {

class RuntimeController {
 public:
  RuntimeController(const RuntimeController&) = delete;
  RuntimeController& operator=(const RuntimeController&) = delete;
  virtual ~RuntimeController() = default;
  // Reads what the first Step measures from, then runs Step every interval until Stop.
  void Start() {
    Begin();
    thread_.Start(Millis(interval_ms_), [this] { Step(); });
  }
  // Joins the thread. A subclass's destructor must call it: the base's destructor runs only after the subclass's
  // members its Step uses are gone.
  void Stop() { thread_.Stop(); }

 protected:
  RuntimeController(rocksdb::DB* db, std::vector<rocksdb::ColumnFamilyHandle*> cfs, DecisionLog* log,
                    double interval_ms)
      : db_(db), cfs_(std::move(cfs)), log_(log), interval_ms_(interval_ms) {}

  virtual void Begin() = 0;  // reads the counters the first Step measures from
  virtual void Step() = 0;

  // A decision of `controller`, stamped with the time since the workload started.
  Decision NewDecision(const char* controller) const {
    Decision d;
    d.t_sec = log_->Now();
    d.controller = controller;
    return d;
  }
  // Logs `d` with the L0 file count it left.
  void Log(Decision d) const {
    if (!cfs_.empty()) d.l0_files = L0Files(db_, cfs_[0]);
    log_->Add(d);
  }

  rocksdb::DB* const db_;
  const std::vector<rocksdb::ColumnFamilyHandle*> cfs_;

 private:
  DecisionLog* const log_;
  const double interval_ms_;
  PeriodicThread thread_;
};

}  // namespace rocktune
