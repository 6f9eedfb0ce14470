// Reading a numeric DB property while a test runs (the sampler, the controllers, the tuner's samples).
#pragma once
#include <rocksdb/db.h>

#include <cstdint>

namespace rocktune {

// The property as a number, through GetProperty: it covers the int properties and string ones such as
// "rocksdb.num-files-at-level0" (which GetIntProperty refuses); -1 when unreadable.
int64_t IntProperty(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf, const char* name);

inline int64_t L0Files(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf) {
  return IntProperty(db, cf, "rocksdb.num-files-at-level0");
}

}  // namespace rocktune
